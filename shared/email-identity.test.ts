import { describe, expect, it } from "vitest";
import { emailIdentity, sameEmailIdentity } from "./email-identity";

describe("emailIdentity", () => {
  it("lower-cases, drops a +tag, and at Gmail (and googlemail.com) the dots of the local part", () => {
    expect(emailIdentity(" Sam+Self@Example.com ")).toBe("sam@example.com");
    expect(emailIdentity("Sam.Seller+x@GoogleMail.com")).toBe("samseller@gmail.com");
    expect(emailIdentity("s.a.m@gmail.com")).toBe("sam@gmail.com");
  });

  it("keeps dots elsewhere, and leaves what is not an address as it is", () => {
    expect(emailIdentity("s.am@example.com")).toBe("s.am@example.com");
    expect(emailIdentity("+tag@example.com")).toBe("+tag@example.com");
    expect(emailIdentity("no-at-sign")).toBe("no-at-sign");
  });

  it("compares people, never matching an empty address", () => {
    expect(sameEmailIdentity("sam.seller@gmail.com", "SamSeller+otro@googlemail.com")).toBe(true);
    expect(sameEmailIdentity("sam@example.com", "s.am@example.com")).toBe(false);
    expect(sameEmailIdentity("", "")).toBe(false);
    expect(sameEmailIdentity(undefined, "sam@example.com")).toBe(false);
  });
});
