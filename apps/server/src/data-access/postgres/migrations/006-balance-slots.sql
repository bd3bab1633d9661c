-- Balance slots (issue 21): every send of an account debited ONE row, so its sends queued on that row's lock
-- from the debit to the commit and serialized at ~300/s whatever the cores. A mode's balance is now the sum
-- of up to N rows (slots, N in balance-slots.ts); a debit takes from one slot picked at random and locks every
-- slot, in slot order, only when that slot cannot cover it. The old single row becomes slot 0; the other
-- slots are created by the first debit or top-up that needs them, so N lives in one place (the code).
ALTER TABLE balances ADD COLUMN slot SMALLINT NOT NULL DEFAULT 0 CHECK (slot >= 0);
ALTER TABLE balances DROP CONSTRAINT balances_pkey;
ALTER TABLE balances ADD PRIMARY KEY (account_id, mode, slot);
