import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { generate } from "selfsigned";

/** Files of a generated certificate and its key. */
export interface CertificateFiles {
  /** PEM certificate; self-signed, so it is also the CA a client must trust. */
  certFile: string;
  /** PEM private key. */
  keyFile: string;
}

/**
 * Generates a self-signed certificate for `localhost` and `127.0.0.1`, valid for a day, into `dir`. Keys are
 * made at run time so no private key is ever committed.
 */
export async function selfSignedCertificate(dir: string): Promise<CertificateFiles> {
  const notBeforeDate = new Date(Date.now() - 60_000);
  const pems = await generate([{ name: "commonName", value: "smsc-simulator" }], {
    keyType: "ec",
    curve: "P-256",
    algorithm: "sha256",
    notBeforeDate,
    notAfterDate: new Date(notBeforeDate.getTime() + 86_400_000),
    extensions: [
      { name: "basicConstraints", cA: false },
      { name: "keyUsage", digitalSignature: true, keyEncipherment: true },
      { name: "extKeyUsage", serverAuth: true },
      {
        name: "subjectAltName",
        altNames: [
          { type: 2, value: "localhost" },
          { type: 7, ip: "127.0.0.1" },
        ],
      },
    ],
  });
  const certFile = join(dir, "smsc-cert.pem");
  const keyFile = join(dir, "smsc-key.pem");
  await writeFile(certFile, pems.cert);
  await writeFile(keyFile, pems.private, { mode: 0o600 });
  return { certFile, keyFile };
}
