import type { Lang } from "@shared/i18n/lang";
import type { EmailJob, EmailKind, Payment } from "@shared/schema/index";
import { cleanText } from "@shared/validators/text";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { Logger } from "../../lib/logger";
import type { AssessmentService } from "../assessment/assessment.service";
import type { Claimable } from "../assessment/claim-secret.service";
import { RESET_LINK_MINUTES, resetTokenFor, type AuthService } from "../auth/auth.service";
import {
  VERIFY_LINK_HOURS,
  verificationTokenFor,
  type EmailVerificationService,
} from "../auth/email-verification.service";
import type { PaymentsService } from "../payments/payments.service";
import { DOWNLOAD_LINK_DAYS, type ReportsService } from "../reports/reports.service";
import { paths } from "@shared/routes";
import { PermanentEmailError } from "./email.errors";
import {
  buildGiftReceiptEmail,
  buildCounsellorDecisionEmail,
  buildGuardianEmail,
  buildPasswordResetEmail,
  buildRefundEmail,
  buildReportEmail,
  buildResultsEmail,
  buildVerifyEmail,
  buildWelcomeEmail,
  type EmailCompany,
  type EmailContent,
} from "./email-templates.model";

/** What a handler is given to write one job's message; every read goes to the feature that owns the data. */
export interface EmailJobContext {
  /** The job's own transaction (or the connection of "process" locking): every read happens in it. */
  exec: Db;
  job: EmailJob;
  lang: Lang;
  config: Pick<Config, "publicUrl"> & Partial<Pick<Config, "sessionSecret">>;
  logger: Logger;
  reports: Pick<ReportsService, "downloadLink">;
  // The features that own what an email tells; each is read in the job's own transaction.
  assessments: Pick<AssessmentService, "storedTx">;
  auth: Pick<AuthService, "passwordResetTokenTx" | "userExistsTx">;
  emailVerification: Pick<EmailVerificationService, "verificationTokenTx">;
  payments: Pick<PaymentsService, "findTx">;
  clock: () => Date;
  /** The company's details for the footer, read in the job's transaction. */
  company(): Promise<EmailCompany>;
  /** The results page with the claim secret in the fragment; undefined without a signing secret. */
  manageLink(assessment: Claimable): string | undefined;
}

/** A job's message, and the payment to mark delivered once it is sent. */
export interface BuiltEmail {
  content: EmailContent;
  paymentId?: string;
}

export type EmailHandler = (ctx: EmailJobContext) => Promise<BuiltEmail>;

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.length > 0 ? value : undefined;

/** How many reports a pack's payment bought (recorded on it when opened), or undefined for one report. */
const packReportsOf = (payment: Payment): number | undefined => {
  const count = Number(payment.customerData?.packReports);
  return payment.packId && Number.isInteger(count) && count > 0 ? count : undefined;
};

const receiptOf = (payment: Payment) => ({
  provider: payment.provider,
  amount: payment.amount,
  currency: payment.currency,
  localAmount: payment.localAmount,
  localCurrency: payment.localCurrency,
  orderId: payment.providerOrderId ?? payment.id,
  date: payment.completedAt ?? payment.createdAt,
  maskedCard: payment.maskedCard,
  authorizationCode: payment.authorizationCode,
});

/** The paid report's links, with the receipt unless someone else paid (a gift's receipt goes to its payer). */
const report: EmailHandler = async ({
  exec,
  job,
  lang,
  payments,
  logger,
  reports,
  assessments,
  clock,
  company,
  manageLink,
}) => {
  const assessmentId = text(job.payload.assessmentId);
  if (!assessmentId) throw new PermanentEmailError("report job without an assessmentId");
  const assessment = await assessments.storedTx(exec, assessmentId);
  if (!assessment) throw new PermanentEmailError(`assessment ${assessmentId} no longer exists`);
  if (!assessment.isPaid) throw new PermanentEmailError(`assessment ${assessmentId} is not paid`);
  const paymentId = text(job.payload.paymentId);
  let payment: Payment | undefined;
  if (paymentId) {
    payment = await payments.findTx(exec, paymentId);
    if (!payment)
      logger.warn({ jobId: job.id, paymentId }, "report email: payment not found, sending without a receipt");
  }
  const link = reports.downloadLink(assessment.id, lang);
  // Unlocked by the student's counsellor with a school's pack: said so, to the student or the guardian they named.
  const school =
    job.payload.via === "school"
      ? ({ to: job.payload.recipient === "guardian" ? "guardian" : "student" } as const)
      : undefined;
  // the results page's link (to claim or delete the test) is the student's, never the guardian's
  const manageUrl = school?.to === "guardian" ? undefined : manageLink(assessment);
  const content = buildReportEmail({
    lang,
    to: job.to,
    name: cleanText(assessment.fullName),
    hollandCode: assessment.hollandCode,
    downloadUrl: link.url,
    linkExpiresAt: link.expiresAt,
    linkDays: DOWNLOAD_LINK_DAYS,
    receipt:
      payment && !payment.payerEmail
        ? { ...receiptOf(payment), promoCode: payment.promoCode, promoDiscount: payment.promoDiscount }
        : undefined,
    company: await company(),
    now: clock(),
    manageUrl,
    gift: Boolean(payment?.payerEmail),
    school,
  });
  return payment ? { content, paymentId: payment.id } : { content };
};

/** A full refund: what went back, to the person who took the test. */
const refund: EmailHandler = async ({ exec, job, lang, payments, assessments, clock, company }) => {
  const paymentId = text(job.payload.paymentId);
  if (!paymentId) throw new PermanentEmailError("refund job without a paymentId");
  const payment = await payments.findTx(exec, paymentId);
  // A pack's refund goes to its payer, the counsellor, by the name they paid with.
  const assessment = payment?.assessmentId ? await assessments.storedTx(exec, payment.assessmentId) : undefined;
  const name = assessment?.fullName ?? (payment?.packId ? payment.customerData?.fullName : undefined);
  if (!payment || name === undefined) throw new PermanentEmailError(`payment ${paymentId} no longer exists`);
  const content = buildRefundEmail({
    lang,
    to: job.to,
    name: cleanText(name),
    amount: payment.refundedAmount,
    currency: payment.currency,
    orderId: payment.providerOrderId ?? payment.id,
    company: await company(),
    now: clock(),
  });
  return { content };
};

/** The receipt of a purchase someone else than the test taker paid, to its payer: a parent's gift, a school's pack. */
const giftReceipt: EmailHandler = async ({ exec, job, lang, payments, clock, company }) => {
  const paymentId = text(job.payload.paymentId);
  if (!paymentId) throw new PermanentEmailError("gift-receipt job without a paymentId");
  const payment = await payments.findTx(exec, paymentId);
  if (!payment) throw new PermanentEmailError(`payment ${paymentId} no longer exists`);
  return {
    content: buildGiftReceiptEmail({
      lang,
      to: job.to,
      // The payer's own name; nothing the test taker typed goes to the payer.
      payerName: cleanText(payment.customerData?.fullName ?? ""),
      receipt: { ...receiptOf(payment), quantity: packReportsOf(payment) },
      packReports: packReportsOf(payment),
      company: await company(),
      now: clock(),
    }),
  };
};

/** The address's verification link (a welcome that carries one says welcome too). */
const verifyEmail: EmailHandler = async ({ exec, job, lang, emailVerification, config, clock, company }) => {
  const tokenId = text(job.payload.tokenId);
  if (!tokenId || !config.sessionSecret) throw new PermanentEmailError(`${job.kind} job without a token`);
  const token = await emailVerification.verificationTokenTx(exec, tokenId);
  // A link already used, replaced or expired is not worth sending.
  if (!token || token.usedAt || token.expiresAt.getTime() <= clock().getTime())
    throw new PermanentEmailError(`verification token ${tokenId} is used or expired`);
  const url = `${config.publicUrl}/verify-email?lang=${lang}#token=${verificationTokenFor(config.sessionSecret, tokenId)}`;
  return {
    content: buildVerifyEmail({
      lang,
      to: job.to,
      url,
      hours: VERIFY_LINK_HOURS,
      welcome: job.kind === "welcome",
      company: await company(),
      now: clock(),
    }),
  };
};

const welcome: EmailHandler = async (ctx) => {
  const { exec, job, lang, auth, config, clock, company } = ctx;
  if (text(job.payload.tokenId)) return verifyEmail(ctx);
  const userId = text(job.payload.userId);
  if (!userId) throw new PermanentEmailError("welcome job without a userId");
  if (!(await auth.userExistsTx(exec, userId))) throw new PermanentEmailError(`user ${userId} no longer exists`);
  return {
    content: buildWelcomeEmail({
      lang,
      to: job.to,
      publicUrl: config.publicUrl,
      company: await company(),
      now: clock(),
    }),
  };
};

const passwordReset: EmailHandler = async ({ exec, job, lang, auth, config, clock, company }) => {
  const tokenId = text(job.payload.tokenId);
  if (!tokenId || !config.sessionSecret) throw new PermanentEmailError("password-reset job without a token");
  const token = await auth.passwordResetTokenTx(exec, tokenId);
  // A link already used or expired is not worth sending.
  if (!token || token.usedAt || token.expiresAt.getTime() <= clock().getTime())
    throw new PermanentEmailError(`reset token ${tokenId} is used or expired`);
  const url = `${config.publicUrl}/reset-password?lang=${lang}#token=${resetTokenFor(config.sessionSecret, tokenId)}`;
  return {
    content: buildPasswordResetEmail({
      lang,
      to: job.to,
      url,
      minutes: RESET_LINK_MINUTES,
      company: await company(),
      now: clock(),
    }),
  };
};

/** The parent's or guardian's link to the test's results. */
const guardian: EmailHandler = async ({ exec, job, lang, assessments, clock, company, manageLink }) => {
  const assessmentId = text(job.payload.assessmentId);
  if (!assessmentId) throw new PermanentEmailError("guardian job without an assessmentId");
  const assessment = await assessments.storedTx(exec, assessmentId);
  if (!assessment) throw new PermanentEmailError(`assessment ${assessmentId} no longer exists`);
  const url = manageLink(assessment);
  if (!url) throw new PermanentEmailError("guardian job without a signing secret");
  return { content: buildGuardianEmail({ lang, to: job.to, url, company: await company(), now: clock() }) };
};

/** "Tus resultados": the way back to the results page. */
const results: EmailHandler = async ({ exec, job, lang, config, assessments, clock, company, manageLink }) => {
  const assessmentId = text(job.payload.assessmentId);
  if (!assessmentId) throw new PermanentEmailError("results job without an assessmentId");
  const assessment = await assessments.storedTx(exec, assessmentId);
  if (!assessment || assessment.deletedAt) throw new PermanentEmailError(`assessment ${assessmentId} no longer exists`);
  // A test taken without an account: the link carries its claim secret, so its taker gets back in
  // from any device (as the report email's). One that belongs to an account: the page asks to sign in.
  const url =
    assessment.userId === null ? manageLink(assessment) : `${config.publicUrl}/results/${assessment.id}?lang=${lang}`;
  if (!url) throw new PermanentEmailError("results job without a signing secret");
  return {
    content: buildResultsEmail({
      lang,
      to: job.to,
      hollandCode: assessment.hollandCode,
      url,
      needsSignIn: assessment.userId !== null,
      paid: assessment.isPaid,
      company: await company(),
      now: clock(),
    }),
  };
};

/** The admin approved or rejected a counsellor's request: the decision and the link to their panel. */
const counsellorDecision: EmailHandler = async ({ exec, job, lang, auth, config, clock, company }) => {
  const userId = text(job.payload.userId);
  const status = text(job.payload.status);
  if (!userId || (status !== "approved" && status !== "rejected"))
    throw new PermanentEmailError("counsellor-decision job without a userId or a status");
  if (!(await auth.userExistsTx(exec, userId))) throw new PermanentEmailError(`user ${userId} no longer exists`);
  return {
    content: buildCounsellorDecisionEmail({
      lang,
      to: job.to,
      url: `${config.publicUrl.replace(/\/+$/, "")}${paths.schoolsPanel}`,
      company: await company(),
      now: clock(),
      approved: status === "approved",
    }),
  };
};

/** One handler per email kind: adding a kind to `EMAIL_KINDS` without one does not compile. */
export const emailHandlers: Record<EmailKind, EmailHandler> = {
  report,
  refund,
  "gift-receipt": giftReceipt,
  "verify-email": verifyEmail,
  welcome,
  "password-reset": passwordReset,
  guardian,
  results,
  "counsellor-decision": counsellorDecision,
};
