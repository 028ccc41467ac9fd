import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { accessCodeError } from "./access-code-error";

const t = (key: string) => `<${key}>`;

describe("what the access-code portal says about a failed check", () => {
  it("a refused code is titled as invalid, in the server's words or ours", () => {
    expect(accessCodeError(new ApiError(400, "Ya fue usado"), t)).toEqual({
      title: "<portal.invalidTitle>",
      message: "Ya fue usado",
    });
    expect(accessCodeError(new ApiError(400, ""), t)).toEqual({
      title: "<portal.invalidTitle>",
      message: "<portal.invalid>",
    });
  });

  it("too many tries is said in the server's words, without a title", () => {
    expect(accessCodeError(new ApiError(429, "Demasiados intentos"), t)).toEqual({ message: "Demasiados intentos" });
  });

  it("any other failure is a check to try again", () => {
    expect(accessCodeError(new ApiError(500, "boom"), t)).toEqual({ message: "<portal.networkError>" });
    expect(accessCodeError(new TypeError("Failed to fetch"), t)).toEqual({ message: "<portal.networkError>" });
  });
});
