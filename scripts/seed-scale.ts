/**
 * `npm run db:seed:scale [-- --force]`: fills the PostgreSQL database of DATABASE_URL with a year
 * of data (1,000,000 assessments, 200,000 payments, 2,000 sellers, 300,000 referrals, accounts,
 * emails and access codes) for `npm run bench:scale`. Rows are written by the database itself
 * (INSERT … SELECT generate_series), so it takes minutes, not hours. It refuses to run without
 * DATABASE_URL, and on a database that already holds assessments unless --force (which empties it).
 *
 * Every seeded account's password is SCALE_PASSWORD below; the bench signs in as:
 *   admin@scale.test (admin), seller1@scale.test (the seller with the most referrals),
 *   user0@scale.test (a user with 60 assessments and their payments).
 */
import pg from "pg";
import { HOLLAND_TYPES } from "@shared/content/types";
import { resolveChoices, scoreChoices } from "../server/src/features/assessment/scoring.model";
import { hashPassword } from "../server/src/features/auth/passwords.service";
import { openPostgres } from "../server/src/db/client";
import { buildResponses } from "../server/src/testing/builders";

export const SCALE_PASSWORD = "scale-bench-password";
export const SCALE_SIZES = {
  assessments: 1_000_000,
  payments: 200_000,
  sellers: 2_000,
  referrals: 300_000,
  users: 20_000,
  failedEmails: 1_000,
  sentEmails: 100_000,
  accessCodes: 5_000,
  audit: 200,
  /** Assessments of the bench's user (user0). */
  benchUserAssessments: 60,
};

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is required: the PostgreSQL database to fill (never the tests' one).");
  process.exit(1);
}
const force = process.argv.includes("--force");

const database = await openPostgres(url, { migrate: true, max: 1 });
await database.close();
const client = new pg.Client({ connectionString: url });
await client.connect();

const [{ n }] = (await client.query<{ n: string }>("select count(*) as n from assessments")).rows as [{ n: string }];
if (Number(n) > 0 && !force) {
  console.error(`The database already holds ${n} assessments: pass --force to empty it and seed again.`);
  await client.end();
  process.exit(1);
}

const started = Date.now();
const step = async (label: string, text: string, values: unknown[] = []) => {
  const t = Date.now();
  const result = await client.query(text, values);
  console.log(
    `${label.padEnd(28)} ${String(result.rowCount ?? "").padStart(9)} rows  ${((Date.now() - t) / 1000).toFixed(1)} s`,
  );
};

// 30 real profiles (every liked/disliked pair), so dashboards re-derive real results.
const profiles = HOLLAND_TYPES.flatMap((liked) =>
  HOLLAND_TYPES.filter((disliked) => disliked !== liked).map((disliked) => {
    const responses = buildResponses(liked, disliked);
    const result = scoreChoices(resolveChoices(responses));
    return { responses, scores: result.scores, hollandCode: result.hollandCode };
  }),
);
const passwordHash = await hashPassword(SCALE_PASSWORD);
const S = SCALE_SIZES;
const userId = (expr: string) =>
  `overlay(overlay(md5('user' || (${expr})) placing '4' from 13) placing '8' from 17)::uuid`;
const assessmentId = (expr: string) => `'s' || md5('assessment' || (${expr}))`;
const paymentId = (expr: string) =>
  `overlay(overlay(md5('payment' || (${expr})) placing '4' from 13) placing '8' from 17)::uuid`;
// Assessment g of 1..N is taken `g` steps back over one year: g = 1 is the newest.
const takenAt = (expr: string, total: number) => `now() - ((${expr}) * interval '365 days' / ${total})`;
// Every 5th assessment has a payment; its status by a second cycle: mostly completed.
const paymentStatus = (g: string) =>
  `case (${g} / 5) % 20 when 7 then 'failed' when 13 then 'pending' when 17 then 'refunded' else 'completed' end`;
const userOfAssessment = (g: string) =>
  `case when ${g} % ${Math.floor(S.assessments / S.benchUserAssessments)} = 0 then ${userId("0")} when ${g} % 50 = 0 then ${userId(`1 + (${g} / 50) % ${S.users - 1}`)} end`;

await client.query("begin");
if (force) {
  await step(
    "empty tables",
    "truncate seller_monthly_stats, referrals, payment_refunds, payments, access_codes, assessments, sellers, sessions, email_outbox, payment_config_audit, password_reset_tokens, users cascade",
  );
}
await client.query("insert into payment_config (id) values (1) on conflict do nothing");
await step(
  "users",
  `insert into users (id, email, name, country, password_hash, role, created_at)
   select ${userId("u")}, 'user' || u || '@scale.test', 'Usuario ' || u, 'DO', $1, 'user', ${takenAt("u", S.users)}
   from generate_series(0, ${S.users - 1}) u
   union all
   select overlay(overlay(md5('admin') placing '4' from 13) placing '8' from 17)::uuid, 'admin@scale.test', 'Admin', 'DO', $1, 'admin', now() - interval '400 days'
   union all
   select overlay(overlay(md5('seller' || s) placing '4' from 13) placing '8' from 17)::uuid, 'seller' || s || '@scale.test', 'Vendedor ' || s, 'DO', $1, 'seller', ${takenAt("s", S.sellers)}
   from generate_series(1, ${S.sellers}) s`,
  [passwordHash],
);
await step(
  "sellers",
  `insert into sellers (id, user_id, name, email, referral_code, commission_rate, is_active, created_at)
   select overlay(overlay(md5('sellerrow' || s) placing '4' from 13) placing '8' from 17)::uuid, overlay(overlay(md5('seller' || s) placing '4' from 13) placing '8' from 17)::uuid, 'Vendedor ' || s, 'seller' || s || '@scale.test',
          'S' || lpad(s::text, 6, '0'), 20.00, s % 10 <> 0, ${takenAt("s", S.sellers)}
   from generate_series(1, ${S.sellers}) s`,
);
await step(
  "assessments",
  `insert into assessments (id, user_id, full_name, email, age, education, country, language, responses, scores,
                            holland_code, is_paid, paid_at, created_at, completed_at, consent_at)
   select ${assessmentId("g")}, ${userOfAssessment("g")}, 'Persona ' || g, 'persona' || g || '@scale.test',
          (array['15-18', '19-24', '25-35'])[1 + g % 3], (array['secundaria', 'universitario', 'tecnico'])[1 + g % 3],
          (array['DO', 'MX', 'CO', 'PE', 'US'])[1 + g % 5], case when g % 7 = 0 then 'en' else 'es' end,
          (($1::jsonb)->(g % ${profiles.length})->'responses'), (($1::jsonb)->(g % ${profiles.length})->'scores'),
          (($1::jsonb)->(g % ${profiles.length})->>'hollandCode'),
          g % 5 = 0 and ${paymentStatus("g")} = 'completed',
          case when g % 5 = 0 and ${paymentStatus("g")} = 'completed' then ${takenAt("g", S.assessments)} + interval '5 minutes' end,
          ${takenAt("g", S.assessments)}, ${takenAt("g", S.assessments)}, ${takenAt("g", S.assessments)}
   from generate_series(1, ${S.assessments}) g`,
  [JSON.stringify(profiles)],
);
await step(
  "payments",
  `insert into payments (id, assessment_id, user_id, provider, provider_order_id, amount, currency, status, capture_id,
                         customer_data, report_delivered, report_delivered_at, first_downloaded_at, last_downloaded_at,
                         download_count, refunded_amount, refunded_at, created_at, updated_at, completed_at)
   select ${paymentId("g")}, ${assessmentId("g")}, ${userOfAssessment("g")},
          case when g % 3 = 0 then 'card' else 'paypal' end, 'ORDER' || g, 19.99, 'USD', st,
          case when st in ('completed', 'refunded') then 'CAPTURE' || g end,
          jsonb_build_object('email', 'persona' || g || '@scale.test', 'fullName', 'Persona ' || g),
          st = 'completed', case when st = 'completed' then at + interval '6 minutes' end,
          case when st = 'completed' and g % 2 = 0 then at + interval '1 hour' end,
          case when st = 'completed' and g % 2 = 0 then at + interval '1 hour' end,
          case when st = 'completed' and g % 2 = 0 then 1 else 0 end,
          case when st = 'refunded' then 19.99 else 0 end, case when st = 'refunded' then at + interval '2 hours' end,
          at, at, case when st in ('completed', 'refunded') then at + interval '5 minutes' end
   from (select g, ${paymentStatus("g")} as st, ${takenAt("g", S.assessments)} as at
         from generate_series(5, ${S.payments * 5}, 5) g) p`,
);
// The monthly figures are rebuilt once below instead of row by row.
await client.query("alter table referrals disable trigger referrals_monthly_stats");
// Seller n gets a share that falls with n (seller1 the most, about 2 %); every third referral converted,
// linked to a completed payment.
await step(
  "referrals",
  `insert into referrals (id, seller_id, user_name, user_email, country, status, referral_date, conversion_date,
                          sale_amount, commission_amount, payment_id, reversed_at)
   select overlay(overlay(md5('referral' || r) placing '4' from 13) placing '8' from 17)::uuid, overlay(overlay(md5('sellerrow' || (1 + floor(${S.sellers - 1} * power((r::bigint * 7919 % 10007) / 10007.0, 2)))::int) placing '4' from 13) placing '8' from 17)::uuid,
          case when converted then 'Persona ' || pg_ end, case when converted then 'persona' || pg_ || '@scale.test' end,
          (array['DO', 'MX', 'CO', 'PE', 'US'])[1 + r % 5],
          case when converted then 'converted' when r % 3 = 0 and pay_status = 'refunded' then 'reversed' else 'pending' end,
          ${takenAt("r", S.referrals)}, case when converted then ${takenAt("r", S.referrals)} + interval '10 minutes' end,
          case when converted then 19.99 end, case when converted then 4.00 end,
          case when r % 3 = 0 and pay_status in ('completed', 'refunded') then ${paymentId("pg_")} end,
          case when r % 3 = 0 and pay_status = 'refunded' then now() end
   from (select r, (r / 3) * 10 as pg_, ${paymentStatus("(r / 3) * 10")} as pay_status,
                r % 3 = 0 and ${paymentStatus("(r / 3) * 10")} = 'completed' as converted
         from generate_series(1, ${S.referrals}) r) x`,
);
await step(
  "seller monthly figures",
  `insert into seller_monthly_stats (seller_id, month, referrals, conversions, sales, commission)
   select seller_id, to_char(date_trunc('month', referral_date at time zone 'America/Santo_Domingo'), 'YYYY-MM'), count(*),
          count(*) filter (where status = 'converted'),
          coalesce(sum(sale_amount) filter (where status = 'converted'), 0),
          coalesce(sum(commission_amount) filter (where status = 'converted'), 0)
   from referrals group by 1, 2`,
);
await client.query("alter table referrals enable trigger referrals_monthly_stats");
await step(
  "email outbox",
  `insert into email_outbox (kind, dedupe_key, "to", language, payload, status, attempts, next_attempt_at, last_error,
                             created_at, sent_at)
   select 'report', 'report:scale:' || e, 'persona' || e || '@scale.test', 'es', '{}'::jsonb,
          case when e <= ${S.failedEmails} then 'failed' else 'sent' end, case when e <= ${S.failedEmails} then 12 else 1 end,
          ${takenAt("e", S.sentEmails)}, case when e <= ${S.failedEmails} then 'connect ECONNREFUSED' end,
          ${takenAt("e", S.sentEmails)}, case when e > ${S.failedEmails} then ${takenAt("e", S.sentEmails)} end
   from generate_series(1, ${S.sentEmails}) e`,
);
await step(
  "access codes",
  `insert into access_codes (code, email, created_at, created_by, used_at)
   select 'QE-' || upper(substr(md5('code' || c), 1, 4)) || '-' || upper(substr(md5('code' || c), 5, 4)) || '-' || upper(substr(md5('code' || c), 9, 4)),
          null, ${takenAt("c", S.accessCodes)}, overlay(overlay(md5('admin') placing '4' from 13) placing '8' from 17)::uuid, case when c % 2 = 0 then ${takenAt("c", S.accessCodes)} end
   from generate_series(1, ${S.accessCodes}) c`,
);
await step(
  "payment config audit",
  `insert into payment_config_audit (changed_at, changed_by, changes)
   select ${takenAt("a", S.audit)}, overlay(overlay(md5('admin') placing '4' from 13) placing '8' from 17)::uuid, jsonb_build_object('basePrice', jsonb_build_object('from', '19.99', 'to', '19.99'))
   from generate_series(1, ${S.audit}) a`,
);
await client.query("commit");
await step("vacuum analyze", "vacuum analyze");
await client.end();
console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
