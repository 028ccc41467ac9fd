import request from "supertest";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUESTION_SETS } from "@shared/content/question-bank";
import { assessments } from "@shared/schema/index";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { buildResponses, buildStraightLine, buildSubmission } from "../../testing/builders";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function submitAndRead(overrides: Parameters<typeof buildSubmission>[0]) {
  const submitted = await request(ctx.app).post("/api/assessment/submit").send(buildSubmission(overrides));
  expect(submitted.status).toBe(201);
  const id = submitted.body.assessmentId as string;
  await ctx.database.db.update(assessments).set({ isPaid: true }).where(eq(assessments.id, id));
  const res = await request(ctx.app)
    .get(`/api/assessment/${id}`)
    .set("X-Claim-Secret", submitted.body.claimSecret as string);
  return res.body;
}

/** Random-looking answers: each screen likes and dislikes types in turn, so every type is liked and disliked. */
const clicking = QUESTION_SETS.map((set, i) => ({
  questionSet: set.id,
  liked: set.activities[i % 6]!.id,
  disliked: set.activities[(i + 2) % 6]!.id,
}));

describe("how the test was answered is checked before it is read", () => {
  it("a straight-liner (likes R, dislikes I on all 15 screens) is told so, and sees no confident career", async () => {
    const body = await submitAndRead({ responses: buildStraightLine("R", "I") });
    expect(body.results.validity).toBe("straight-line");
    for (const career of body.results.careerRecommendations) expect(career.band).toBe("explore");
  });

  it("answers that do not hang together (every type liked on some screens and disliked on others) read as inconsistent", async () => {
    const body = await submitAndRead({ responses: clicking });
    expect(body.results.validity).toBe("inconsistent");
    for (const career of body.results.careerRecommendations) expect(career.band).toBe("explore");
  });

  it("a person with a clear preference reads as valid, with confident careers", async () => {
    const body = await submitAndRead({ responses: buildResponses("R", "S") });
    expect(body.results.validity).toBe("valid");
    expect(body.results.careerRecommendations[0].band).not.toBe("explore");
  });

  it("an impossible age and education (15-18 with a postgraduate degree) is refused with a clear message, in both languages", async () => {
    const es = await request(ctx.app)
      .post("/api/assessment/submit")
      .send(buildSubmission({ age: "15-18", education: "posgrado" }));
    expect(es.status).toBe(400);
    expect(es.body.message).toMatch(/15 a 18 años no se puede tener un posgrado/);
    const en = await request(ctx.app)
      .post("/api/assessment/submit?lang=en")
      .send(buildSubmission({ age: "15-18", education: "posgrado" }));
    expect(en.status).toBe(400);
    expect(en.body.message).toMatch(/15 to 18 you cannot hold a graduate degree/);
    const fine = await request(ctx.app)
      .post("/api/assessment/submit")
      .send(buildSubmission({ age: "25-35", education: "posgrado" }));
    expect(fine.status).toBe(201);
  });
});
