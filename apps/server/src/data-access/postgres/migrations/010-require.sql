-- A check a statement makes of its own result, in the database (issue 21): a transaction's last writes are
-- sent with its COMMIT, so no answer of theirs can be looked at before it; a check that fails raises, which
-- aborts the transaction, and the COMMIT behind it then ends it as a rollback. `code` is the SQLSTATE raised
-- (the `SM` class is ours: the store that raises one names it, e.g. SLOT_SHORT in balance-slots.ts).
CREATE FUNCTION sms_require(ok boolean, code text, message text) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF ok IS NOT TRUE THEN
    RAISE EXCEPTION USING ERRCODE = code, MESSAGE = message;
  END IF;
  RETURN true;
END
$$;
