import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { simpleParser } from "mailparser";

export interface SentEmail {
  subject: string;
  text: string;
}

/**
 * The newest email sent to `to` whose text contains `marker` (if given). Without SMTP_URL the
 * server writes each email as an .eml file in its outbox, under the run's data directory.
 */
export async function newestEmailTo(to: string, marker = ""): Promise<SentEmail> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, "outbox");
  let found: SentEmail | null = null;
  await expect
    .poll(
      async () => {
        if (!fs.existsSync(outbox)) return false;
        const files = fs
          .readdirSync(outbox)
          .filter((f) => f.endsWith(".eml"))
          .map((f) => path.join(outbox, f));
        files.sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
        for (const file of files) {
          const mail = await simpleParser(fs.readFileSync(file));
          const recipients = [mail.to]
            .flat()
            .flatMap((a) => a?.value ?? [])
            .map((a) => a.address);
          if (recipients.includes(to) && (mail.text ?? "").includes(marker)) {
            found = { subject: mail.subject ?? "", text: mail.text ?? "" };
            return true;
          }
        }
        return false;
      },
      { message: `an email to ${to}`, timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return found!;
}
