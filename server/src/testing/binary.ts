import type request from "supertest";

/** A supertest request whose body is read as raw bytes (a PDF, a picture): `res.body` is a Buffer. */
export function binary(req: request.Test): request.Test {
  return req.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on("data", (chunk: Buffer) => chunks.push(chunk));
    response.on("end", () => done(null, Buffer.concat(chunks)));
  });
}
