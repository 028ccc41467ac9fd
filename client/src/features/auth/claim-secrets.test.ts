import { describe, expect, it } from "vitest";
import { claimSecretOf, forgetAssessment, LAST_ASSESSMENT_KEY, rememberClaimSecret } from "@/lib/session-storage";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const ID = "AbCdEfGhIjKlMnOpQrStUv";
const OTHER = "ZyXwVuTsRqPoNmLkJiHgFe";
const SECRET = "s3cr3t-claim-secret-0123456789_abcdefghijk";

describe("the claim secrets this browser keeps", () => {
  it("remembers each test's secret by id, and forgets a deleted test (and it as the latest)", () => {
    const storage = memoryStorage({ [LAST_ASSESSMENT_KEY]: ID });
    rememberClaimSecret(ID, SECRET, storage);
    rememberClaimSecret(OTHER, `${SECRET}-2`, storage);
    expect(claimSecretOf(ID, storage)).toBe(SECRET);
    expect(claimSecretOf(OTHER, storage)).toBe(`${SECRET}-2`);
    forgetAssessment(ID, storage);
    expect(claimSecretOf(ID, storage)).toBeUndefined();
    expect(claimSecretOf(OTHER, storage)).toBe(`${SECRET}-2`);
    expect(storage.data.has(LAST_ASSESSMENT_KEY)).toBe(false);
  });

  it("ignores malformed ids, secrets and stored data", () => {
    const storage = memoryStorage({ "assessment-keys": "not json" });
    expect(claimSecretOf(ID, storage)).toBeUndefined();
    rememberClaimSecret("bad id", SECRET, storage);
    rememberClaimSecret(ID, "short", storage);
    rememberClaimSecret(ID, "<script>alert(1)</script>-----------", storage);
    expect(claimSecretOf(ID, storage)).toBeUndefined();
    expect(claimSecretOf(undefined, storage)).toBeUndefined();
  });
});
