import { describe, expect, it } from "vitest";
import { personalDataSchema } from "./assessment";
import { cleanText } from "./text";

describe("cleanText: the one cleaning of text a person typed", () => {
  it.each([
    ["replacement patterns are plain text", "Ana$'$`$&$$ Pérez", "Ana$'$`$&$$ Pérez"],
    [
      "breaks become one space, other controls go",
      "Zo\u0000e\u0007\u001b\u009b\tRuiz\r\nOr\u007ftega\u0085",
      "Zoe Ruiz Ortega",
    ],
    [
      "bidi overrides and isolates go, RTL marks stay",
      "\u202eAhmed\u202c \u2067مريم\u2069 \u200fالأحمد\u200e\u061c",
      "Ahmed مريم \u200fالأحمد\u200e\u061c",
    ],
    ["NFC", "Jose\u0301 N\u0303un\u0303ez", "José Ñuñez"],
    ["half an emoji goes, a whole one stays", "Ana \ud83d \ud83d\ude00", "Ana \ud83d\ude00"],
    ["runs of spaces and the ends", "  Ana   María  ", "Ana María"],
  ])("%s", (_, typed, kept) => {
    expect(cleanText(typed)).toBe(kept);
  });

  it("runs before the length rules of a name: a name of control characters only is too short", () => {
    const base = { email: "a@example.com", age: "15-18", education: "secundaria", country: "DO" };
    expect(personalDataSchema.safeParse({ ...base, fullName: "\u0007\u202e\u0000" }).success).toBe(false);
    expect(personalDataSchema.parse({ ...base, fullName: "A\u0007na\u202e" }).fullName).toBe("Ana");
  });
});
