import request from "supertest";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HOLLAND_TYPE_INFO } from "@shared/content/holland-types";
import { QUESTION_SETS } from "@shared/content/question-bank";
import { assessments } from "@shared/schema/index";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { buildResponses, buildSubmission } from "../../testing/builders";
import { signUp } from "../../testing/auth-helpers";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const storedCount = async () => (await ctx.database.db.select({ n: count() }).from(assessments))[0]!.n;

describe("GET /api/assessment/questions", () => {
  it("serves 15 sets of six distinct activities with pictures and both names, without their types", async () => {
    const res = await request(ctx.app).get("/api/assessment/questions");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(15);
    expect(res.body.map((s: { id: number }) => s.id)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    for (const set of res.body) {
      expect(set.activities).toHaveLength(6);
      for (const activity of set.activities) {
        expect(activity).toEqual({
          id: expect.any(String),
          image: expect.stringMatching(/^[0-9a-f-]+$/),
          name: expect.any(String),
          nameEs: expect.any(String),
          alt: { es: expect.any(String), en: expect.any(String) },
        });
      }
    }
  });
});

describe("POST /api/assessment/submit", () => {
  let before: number;
  beforeEach(async () => {
    before = await storedCount();
  });

  it("when the submission is valid, then it stores one assessment and answers its unguessable id", async () => {
    const res = await request(ctx.app).post("/api/assessment/submit").send(buildSubmission());
    expect(res.status).toBe(201);
    expect(res.body.assessmentId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await storedCount()).toBe(before + 1);
  });

  it("when the same submission is sent twice, then one assessment exists and both answers name it", async () => {
    const body = buildSubmission();
    const [a, b] = await Promise.all([
      request(ctx.app).post("/api/assessment/submit").send(body),
      request(ctx.app).post("/api/assessment/submit").send(body),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.assessmentId).toBe(b.body.assessmentId);
    expect(await storedCount()).toBe(before + 1);
  });

  it.each([
    [true, true],
    [false, false],
    [null, null],
    [undefined, null],
  ])("when the optional 'currently studying' answer is %s, then the assessment stores %s", async (answer, stored) => {
    const res = await request(ctx.app)
      .post("/api/assessment/submit")
      .send({ ...buildSubmission(), currentlyStudying: answer });
    expect(res.status).toBe(201);
    const [row] = await ctx.database.db.select().from(assessments).where(eq(assessments.id, res.body.assessmentId));
    expect(row!.currentlyStudying).toBe(stored);
  });

  const invalid: [string, (body: ReturnType<typeof buildSubmission>) => unknown, RegExp][] = [
    ["14 responses", (b) => ({ ...b, responses: b.responses.slice(0, 14) }), /15 preguntas/],
    ["16 responses", (b) => ({ ...b, responses: [...b.responses, b.responses[0]] }), /15 preguntas/],
    [
      "a repeated question set",
      (b) => ({ ...b, responses: b.responses.map((r, i) => (i === 14 ? { ...b.responses[0]! } : r)) }),
      /pregunta distinta/,
    ],
    [
      "a question set out of range",
      (b) => ({ ...b, responses: b.responses.map((r, i) => (i === 0 ? { ...r, questionSet: 16 } : r)) }),
      /pregunta distinta/,
    ],
    [
      "an activity of another set",
      (b) => ({ ...b, responses: b.responses.map((r, i) => (i === 0 ? { ...r, liked: b.responses[1]!.liked } : r)) }),
      /no pertenece/,
    ],
    [
      "an unknown activity",
      (b) => ({ ...b, responses: b.responses.map((r, i) => (i === 3 ? { ...r, disliked: "eat-pizza" } : r)) }),
      /no pertenece/,
    ],
    [
      "liked equal to disliked",
      (b) => ({ ...b, responses: b.responses.map((r, i) => (i === 2 ? { ...r, disliked: r.liked } : r)) }),
      /distintas/,
    ],
    [
      "an empty liked",
      (b) => ({ ...b, responses: b.responses.map((r, i) => (i === 2 ? { ...r, liked: "" } : r)) }),
      /no pertenece/,
    ],
    [
      "a missing disliked",
      (b) => ({
        ...b,
        responses: b.responses.map((r, i) => (i === 2 ? { questionSet: r.questionSet, liked: r.liked } : r)),
      }),
      /no pertenece/,
    ],
    ["responses not a list", (b) => ({ ...b, responses: "all of them" }), /15 preguntas/],
    ["a one-letter name", (b) => ({ ...b, fullName: "A" }), /al menos 2 caracteres/],
    ["a blank name", (b) => ({ ...b, fullName: "   " }), /al menos 2 caracteres/],
    ["a bad email", (b) => ({ ...b, email: "ana-at-example" }), /Email inválido/],
    ["a missing email", (b) => ({ ...b, email: undefined }), /Email inválido/],
    ["the placeholder age of the prototype", (b) => ({ ...b, age: "26-35" }), /rango de edad/],
    ["an unknown education", (b) => ({ ...b, education: "bachillerato" }), /nivel educativo/],
    ["an unknown country", (b) => ({ ...b, country: "XX" }), /país válido/],
    ["a 'currently studying' answer that is not yes/no", (b) => ({ ...b, currentlyStudying: "sí" }), /no son válidos/],
    ["isPrepaid not a boolean", (b) => ({ ...b, isPrepaid: "yes" }), /no son válidos/],
    ["an unknown field", (b) => ({ ...b, isPaid: true }), /no son válidos/],
  ];

  it.each(invalid)(
    "when it has %s, then it answers 400 with a message and stores nothing",
    async (_label, mutate, message) => {
      const res = await request(ctx.app)
        .post("/api/assessment/submit")
        .send(mutate(buildSubmission()) as object);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
      expect(await storedCount()).toBe(before);
    },
  );

  it("when lang=en, then validation messages are English", async () => {
    const res = await request(ctx.app)
      .post("/api/assessment/submit?lang=en")
      .send({ ...buildSubmission(), email: "nope" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Invalid email");
  });

  it("when the body is not an object, then it answers 400", async () => {
    const res = await request(ctx.app)
      .post("/api/assessment/submit")
      .set("Content-Type", "application/json")
      .send("[]");
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe("string");
  });
});

describe("GET /api/assessment/{id}", () => {
  it("returns the scores and results, with the type names and description in the requested language", async () => {
    const submitted = await request(ctx.app)
      .post("/api/assessment/submit")
      .send(buildSubmission({ responses: buildResponses("A", "R"), fullName: "Luis Gómez" }));
    const id = submitted.body.assessmentId;
    const es = await request(ctx.app).get(`/api/assessment/${id}`);
    expect(es.status).toBe(200);
    expect(es.body).toMatchObject({ id, fullName: "Luis Gómez", isPaid: false });
    // The free preview: the two strongest types, their scores and the code's first two letters;
    // the other scores, their order and the third letter come with the report.
    expect(es.body.scores).toEqual({ A: 10, S: 5 });
    expect(es.body.normalizedScores).toEqual({ A: 83, S: 67 });
    expect(es.body.ranking).toEqual(["A", "S"]);
    expect(es.body.results.primaryType).toBe("A");
    expect(es.body.results.primaryTypeName).toBe("Artístico");
    expect(es.body.results.hollandCode).toBe("AS");
    expect(es.body.results.validity).toBe("valid");
    expect(es.body.results.personalityDescription.length).toBeGreaterThan(50);
    // Both types the preview names are explained, each in full.
    expect(es.body.results.secondaryDescription).toBe(HOLLAND_TYPE_INFO.S.description.es);
    const inEnglish = await request(ctx.app).get(`/api/assessment/${id}?lang=en`);
    expect(inEnglish.body.results.secondaryDescription).toBe(HOLLAND_TYPE_INFO.S.description.en);
    // The free preview names one career only.
    expect(es.body.results.careerRecommendations).toHaveLength(1);
    // Pay and employment in the reader's country, said plainly where nothing is published (DECISIONS 36).
    expect(es.body.results.outcomes).toEqual({
      title: "Pago y empleo",
      text: expect.stringMatching(/^No hay cifras oficiales publicadas para República Dominicana\./) as string,
      portal: null,
    });
    expect(inEnglish.body.results.outcomes.text).toMatch(
      /^There are no official published figures for the Dominican Republic\./,
    );
    await ctx.database.db.update(assessments).set({ isPaid: true }).where(eq(assessments.id, id));
    // the paid report's data only for the browser that took the test (or the owner), never for the id alone
    const stranger = await request(ctx.app).get(`/api/assessment/${id}`);
    expect(stranger.body).toMatchObject({ isPaid: true, fullReport: false });
    expect(stranger.body.scores).toEqual({ A: 10, S: 5 });
    const paid = await request(ctx.app)
      .get(`/api/assessment/${id}`)
      .set("X-Claim-Secret", submitted.body.claimSecret as string);
    expect(paid.body.isPaid).toBe(true);
    expect(paid.body.fullReport).toBe(true);
    expect(paid.body.scores).toEqual({ R: -10, I: -5, A: 10, S: 5, E: 0, C: 0 });
    expect(paid.body.ranking).toHaveLength(6);
    expect(paid.body.results.hollandCode).toMatch(/^AS[EC]$/);
    expect(paid.body.results.careerRecommendations.length).toBeGreaterThanOrEqual(3);
    expect(paid.body.results.careerRecommendations[0]).toEqual(es.body.results.careerRecommendations[0]);
    // A calibrated band, never a percentage; the reason quotes the activities the person liked.
    const firstArtistic = QUESTION_SETS[0]!.activities.find((a) => a.type === "A")!;
    expect(paid.body.results.careerRecommendations[0].band).toBe("high");
    for (const career of paid.body.results.careerRecommendations) {
      expect(career).not.toHaveProperty("fit");
      expect(["high", "medium", "explore"]).toContain(career.band);
      expect(career.reason).not.toMatch(/Iachan|%/);
      // each career's United States pay and outlook, said to be another country's, each with its source (DECISIONS 36)
      expect(career.figures.foreign).toBe(true);
      expect(career.figures.outlook.lines[0]).toMatch(
        // as a Dominican reader writes it (the builder's country): "+4.9%"
        /^Proyección BLS 2024–34: [+-]?\d+\.\d% de empleo en la década$/,
      );
      expect(career.figures.outlook.source).toMatch(
        /^Fuente: U\.S\. Bureau of Labor Statistics, Employment Projections 2024–34/,
      );
    }
    // the liked activities it quotes are the person's own
    const likedNames = buildResponses("A", "R").map((r) => {
      const activity = QUESTION_SETS.find((q) => q.id === r.questionSet)!.activities.find((a) => a.id === r.liked)!;
      return `«${activity.nameEs.charAt(0).toLowerCase()}${activity.nameEs.slice(1)}»`;
    });
    const quoted = paid.body.results.careerRecommendations[0].reason.match(/«[^»]+»/g) as string[];
    expect(quoted.length).toBeGreaterThan(0);
    for (const name of quoted) expect(likedNames).toContain(name);
    expect(likedNames).toContain(`«${firstArtistic.nameEs.charAt(0).toLowerCase()}${firstArtistic.nameEs.slice(1)}»`);
    const en = await request(ctx.app).get(`/api/assessment/${id}?lang=en`);
    expect(en.body.results.primaryTypeName).toBe("Artistic");
    expect(en.body.results.careerRecommendations[0].reason).toMatch(
      /^Among your favorites in the test were (activities such as )?"/,
    );
  });

  it("answers alike with and without a session: never stored, varying by who asks, the person only to its owner or the secret's holder", async () => {
    const user = await signUp(ctx.app, ctx.database.db);
    const submission = buildSubmission();
    const submitted = await request(ctx.app)
      .post("/api/assessment/submit")
      .set("Authorization", `Bearer ${user.token}`)
      .send(submission);
    const id = submitted.body.assessmentId as string;
    const anonymous = await request(ctx.app).get(`/api/assessment/${id}`);
    const withSecret = await request(ctx.app)
      .get(`/api/assessment/${id}`)
      .set("X-Claim-Secret", submitted.body.claimSecret);
    const owner = await request(ctx.app).get(`/api/assessment/${id}`).set("Authorization", `Bearer ${user.token}`);
    const stranger = await signUp(ctx.app, ctx.database.db);
    const signedInStranger = await request(ctx.app)
      .get(`/api/assessment/${id}`)
      .set("Authorization", `Bearer ${stranger.token}`);
    for (const res of [anonymous, withSecret, owner, signedInStranger]) {
      expect(res.status).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.headers["vary"]).toContain("Authorization, Cookie, X-Claim-Secret");
      expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(res.headers["x-request-id"]).toBeTruthy();
      expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    }
    expect(anonymous.body.person).toBeNull();
    expect(signedInStranger.body.person).toBeNull();
    expect(withSecret.body.person.email).toBe(submission.email);
    expect(owner.body.person.email).toBe(submission.email);
    const { person: _a, ...anonymousRest } = anonymous.body;
    const { person: _o, ...ownerRest } = owner.body;
    expect(ownerRest).toEqual(anonymousRest);
  });

  it("answers 404 for an unknown id and for a malformed one", async () => {
    const unknown = await request(ctx.app).get("/api/assessment/AAAAAAAAAAAAAAAAAAAAAA");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Resultado no encontrado");
    const malformed = await request(ctx.app).get("/api/assessment/1");
    expect(malformed.status).toBe(404);
  });
});

describe("question bank", () => {
  it("every set has one activity per Holland type, every activity and picture is distinct", () => {
    const ids = QUESTION_SETS.flatMap((s) => s.activities.map((a) => a.id));
    const images = QUESTION_SETS.flatMap((s) => s.activities.map((a) => a.image));
    expect(new Set(ids).size).toBe(90);
    expect(new Set(images).size).toBe(90);
    for (const set of QUESTION_SETS)
      expect(
        set.activities
          .map((a) => a.type)
          .sort()
          .join(""),
      ).toBe("ACEIRS");
  });
});
