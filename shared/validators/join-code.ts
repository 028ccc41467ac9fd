import { z } from "./zod";

/** Join codes: six of these characters (no 0/O, 1/I/L that read alike when projected). */
export const JOIN_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const JOIN_CODE_LENGTH = 6;
const JOIN_CODE_PATTERN = new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`);

/** A join code as typed: spaces and dashes dropped, upper case. */
export const joinCodeSchema = z
  .string({ error: "schools.codeInvalid" })
  .max(20, "schools.codeInvalid")
  .transform((value) => value.replace(/[\s-]/g, "").toUpperCase())
  .pipe(z.string().regex(JOIN_CODE_PATTERN, "schools.codeInvalid"));
