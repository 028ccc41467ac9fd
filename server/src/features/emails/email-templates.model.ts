/**
 * The emails the product sends, as pure functions of their data: subject, HTML, plain text and
 * attachments. The HTML follows what email clients render reliably: tables for layout, inline
 * styles only, no <style>/<link>, no remote images or fonts. Every value that comes from a person
 * or the database is HTML-escaped.
 *
 * Mail nobody can aim: an email its recipient did not ask for (results, guardian, welcome) takes
 * no text a person typed, so its input has no name; only the recipient's own address (in the
 * footer), the Holland code, links the server made and the company's details. A name appears only
 * where the recipient typed it about themselves with their own address (report, refund, a gift's
 * receipt to its payer), never one another person typed.
 */
import { HOLLAND_TYPE_INFO } from "@shared/content/holland-types";
import { HOLLAND_TYPES, type HollandType } from "@shared/content/types";
import type { Lang } from "@shared/i18n/lang";
import { email as emails, type EmailMessageKey } from "@shared/i18n/messages/email";
import { formatMoney, toCents } from "@shared/pricing";
import type { PaymentProvider } from "@shared/schema/index";
import { fillPlaceholders } from "@shared/i18n/define";
import { chargesLocalCurrency, publicPaymentMethod } from "../payments/payment-providers.registry";

export interface EmailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface EmailContent {
  subject: string;
  html: string;
  text: string;
  attachments: EmailAttachment[];
}

/** What the emails show of the company config (`toPublicPaymentConfig(row).company`). */
export interface EmailCompany {
  name: string;
  address: string;
  supportEmail: string;
  supportPhone: string;
  supportHours: { es: string; en: string };
}

export interface EmailReceipt {
  provider: PaymentProvider;
  amount: string;
  currency: string;
  localAmount?: string | null;
  localCurrency?: string | null;
  orderId: string;
  date: Date;
  maskedCard?: string | null;
  authorizationCode?: string | null;
  /** The promo code applied to the price and what it took off. */
  promoCode?: string | null;
  promoDiscount?: string | null;
  /** How many reports it paid for: a school's pack (one when not given). */
  quantity?: number | undefined;
}

export interface ReportEmailInput {
  lang: Lang;
  to: string;
  name: string;
  hollandCode: string;
  /** The signed download link (the email carries the link, not the PDF, so every download is recorded). */
  downloadUrl: string;
  /** When the signed link stops working (ISO string or Date). */
  linkExpiresAt: string | Date;
  linkDays: number;
  /** The payment of the report; no receipt is shown without one. */
  receipt?: EmailReceipt | undefined;
  /** The results page with the test's claim secret: see the results, claim or delete them. */
  manageUrl?: string | undefined;
  /** Someone else paid for it: the footer says so, and the receipt went to the payer. */
  gift?: boolean;
  /**
   * Unlocked by the student's counsellor with a school's pack (no receipt: the school paid): to the student, or to
   * the parent or guardian the student named, who is not greeted by the student's name (nothing the student typed).
   */
  school?: { to: "student" | "guardian" } | undefined;
  company: EmailCompany;
  now?: Date;
}

export interface RefundEmailInput {
  lang: Lang;
  to: string;
  name: string;
  amount: string;
  currency: string;
  orderId: string;
  company: EmailCompany;
  now?: Date;
}

export interface GiftReceiptEmailInput {
  lang: Lang;
  to: string;
  /** The payer's own name, typed by the payer with this address (nothing the test taker typed). */
  payerName: string;
  receipt: EmailReceipt;
  company: EmailCompany;
  now?: Date;
  /** A counsellor's pack of this many reports, rather than a gift of one. */
  packReports?: number | undefined;
}

/** Sent to whatever address a registration gives: no name (see the top of this file). */
export interface WelcomeEmailInput {
  lang: Lang;
  to: string;
  publicUrl: string;
  company: EmailCompany;
  now?: Date;
}

type Params = Record<string, string | number>;

/** Translates an email text (same rules as catalog's `translate`: `{name}` placeholders, Spanish fallback). */
export function tr(lang: Lang, key: EmailMessageKey, params?: Params): string {
  const template = emails[lang][key] ?? emails.es[key] ?? key;
  return fillPlaceholders(template, params);
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

/** One line, no control characters: safe for a subject. */
const oneLine = (value: string) => value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();

const COLORS = {
  brand: "#4338ca",
  brandDark: "#312e81",
  brandLight: "#eef2ff",
  text: "#0f172a",
  muted: "#475569",
  faint: "#94a3b8",
  line: "#e2e8f0",
  panel: "#f8fafc",
  page: "#f1f5f9",
};
const FONT = "font-family:Arial,Helvetica,sans-serif;";
/** Dominican Republic time (GMT-4), the company's time zone. */
const TIME_ZONE = "America/Santo_Domingo";

function formatDate(date: Date, lang: Lang, withTime = false): string {
  return new Intl.DateTimeFormat(lang === "es" ? "es-DO" : "en-US", {
    dateStyle: "long",
    ...(withTime ? { timeStyle: "short" } : {}),
    timeZone: TIME_ZONE,
  }).format(date);
}

/** "SIA" → "Social · Investigador · Artístico" (letters that are not Holland types are skipped). */
function typeNames(code: string, lang: Lang): string {
  return [...code]
    .filter((letter): letter is HollandType => (HOLLAND_TYPES as readonly string[]).includes(letter))
    .map((letter) => HOLLAND_TYPE_INFO[letter].name[lang])
    .join(" · ");
}

// ---------------------------------------------------------------------------------------------
// HTML building blocks (all arguments are already-escaped HTML unless the name says "text").

const paragraph = (html: string, style = "") =>
  `<p style="margin:0 0 16px 0;${FONT}font-size:15px;line-height:24px;color:${COLORS.text};${style}">${html}</p>`;

const heading = (text: string) =>
  `<h1 style="margin:0 0 16px 0;${FONT}font-size:24px;line-height:32px;font-weight:bold;color:${COLORS.text};">${escapeHtml(text)}</h1>`;

const subheading = (text: string) =>
  `<h2 style="margin:0 0 12px 0;${FONT}font-size:17px;line-height:24px;font-weight:bold;color:${COLORS.brandDark};">${escapeHtml(text)}</h2>`;

const link = (url: string, text: string) =>
  `<a href="${escapeHtml(url)}" style="color:${COLORS.brand};text-decoration:underline;word-break:break-all;">${escapeHtml(text)}</a>`;

function button(url: string, text: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 20px 0;border-collapse:separate;">
<tr><td align="center" bgcolor="${COLORS.brand}" style="border-radius:8px;background-color:${COLORS.brand};">
<a href="${escapeHtml(url)}" target="_blank" style="display:inline-block;padding:14px 28px;${FONT}font-size:16px;font-weight:bold;line-height:20px;color:#ffffff;text-decoration:none;border-radius:8px;">${escapeHtml(text)}</a>
</td></tr></table>`;
}

/** The Holland code, large, with the names of its types. */
function codeBox(lang: Lang, code: string, types: string): string {
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px 0;border-collapse:separate;background-color:${COLORS.brandLight};border-radius:8px;">
<tr><td align="center" style="padding:20px;">
<p style="margin:0 0 4px 0;${FONT}font-size:13px;line-height:18px;color:${COLORS.muted};text-transform:uppercase;letter-spacing:1px;">${escapeHtml(tr(lang, "email.report.codeLabel"))}</p>
<p style="margin:0;${FONT}font-size:36px;line-height:44px;font-weight:bold;letter-spacing:6px;color:${COLORS.brand};">${escapeHtml(code)}</p>
${types ? `<p style="margin:4px 0 0 0;${FONT}font-size:14px;line-height:20px;color:${COLORS.brandDark};">${escapeHtml(types)}</p>` : ""}
</td></tr></table>`;
}

/** A bordered box with a title and label/value rows. */
function detailsBox(title: string, rows: [label: string, valueHtml: string][], noteHtml?: string): string {
  const body = rows
    .map(
      ([label, value]) => `<tr>
<td valign="top" style="padding:6px 12px 6px 0;${FONT}font-size:14px;line-height:20px;color:${COLORS.muted};white-space:nowrap;">${escapeHtml(label)}</td>
<td valign="top" align="right" style="padding:6px 0;${FONT}font-size:14px;line-height:20px;color:${COLORS.text};font-weight:bold;">${value}</td>
</tr>`,
    )
    .join("\n");
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px 0;border:1px solid ${COLORS.line};border-radius:8px;border-collapse:separate;background-color:${COLORS.panel};">
<tr><td style="padding:16px 20px;">
${subheading(title)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;">
${body}
</table>
${noteHtml ? `<p style="margin:12px 0 0 0;${FONT}font-size:12px;line-height:18px;color:${COLORS.muted};">${noteHtml}</p>` : ""}
</td></tr></table>`;
}

function section(title: string, html: string): string {
  return `${subheading(title)}${html}`;
}

function layout(input: { lang: Lang; title: string; preheader: string; content: string; footer: string[] }): string {
  const { lang } = input;
  const brand = escapeHtml(tr(lang, "email.brand"));
  const tagline = escapeHtml(tr(lang, "email.brandTagline"));
  const footer = input.footer
    .map(
      (line) => `<p style="margin:0 0 8px 0;${FONT}font-size:12px;line-height:18px;color:${COLORS.muted};">${line}</p>`,
    )
    .join("\n");
  return `<!DOCTYPE html>
<html lang="${lang}" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<title>${escapeHtml(input.title)}</title>
</head>
<body style="margin:0;padding:0;background-color:${COLORS.page};">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;line-height:1px;color:${COLORS.page};">${escapeHtml(input.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${COLORS.page};border-collapse:collapse;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;border-collapse:separate;background-color:#ffffff;border-radius:12px;border:1px solid ${COLORS.line};">
<tr><td bgcolor="${COLORS.brand}" style="padding:24px 32px;background-color:${COLORS.brand};border-radius:12px 12px 0 0;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;"><tr>
<td valign="middle" style="padding:0 12px 0 0;"><table role="presentation" cellpadding="0" cellspacing="0" border="0" style="border-collapse:separate;"><tr><td align="center" valign="middle" width="40" height="40" bgcolor="#ffffff" style="width:40px;height:40px;border-radius:10px;background-color:#ffffff;${FONT}font-size:20px;font-weight:bold;line-height:40px;color:${COLORS.brand};">Q</td></tr></table></td>
<td valign="middle"><p style="margin:0;${FONT}font-size:22px;line-height:26px;font-weight:bold;color:#ffffff;">${brand}</p><p style="margin:0;${FONT}font-size:13px;line-height:18px;color:${COLORS.brandLight};">${tagline}</p></td>
</tr></table>
</td></tr>
<tr><td style="padding:32px 32px 8px 32px;">
${input.content}
</td></tr>
<tr><td style="padding:20px 32px 28px 32px;border-top:1px solid ${COLORS.line};">
${footer}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function supportLines(lang: Lang, company: EmailCompany) {
  const email = company.supportEmail;
  const phone = company.supportPhone;
  const hours = company.supportHours[lang];
  const text = `${tr(lang, "email.support.body", { email, phone })} ${tr(lang, "email.support.hours", { hours })}`;
  const html = paragraph(
    `${trHtml(
      lang,
      "email.support.body",
      {},
      {
        email: `<a href="mailto:${escapeHtml(email)}" style="color:${COLORS.brand};text-decoration:underline;">${escapeHtml(email)}</a>`,
        phone: `<a href="tel:${escapeHtml(phone.replace(/[^+\d]/g, ""))}" style="color:${COLORS.brand};text-decoration:underline;">${escapeHtml(phone)}</a>`,
      },
    )} ${trHtml(lang, "email.support.hours", { hours })}`,
  );
  return { text, html };
}

function footerLines(lang: Lang, company: EmailCompany, reasonKey: EmailMessageKey, to: string, now: Date) {
  const params = { company: company.name, address: company.address, email: to, year: now.getUTCFullYear() };
  const lines = [
    tr(lang, reasonKey, params),
    tr(lang, "email.footer.address", params),
    tr(lang, "email.footer.rights", params),
  ];
  return { text: lines, html: lines.map(escapeHtml) };
}

/** A message as HTML: the template is escaped, `params` are escaped, `raw` values are inserted as they are. */
function trHtml(lang: Lang, key: EmailMessageKey, params: Params = {}, raw: Record<string, string> = {}): string {
  return escapeHtml(tr(lang, key)).replace(/\{(\w+)\}/g, (match, name: string) => {
    if (Object.prototype.hasOwnProperty.call(raw, name)) return raw[name]!;
    if (Object.prototype.hasOwnProperty.call(params, name)) return escapeHtml(String(params[name]));
    return match;
  });
}

/** "Hola, Ana:" with a name, "Hola:" without one. */
function greeting(lang: Lang, name?: string): string {
  const oneName = name === undefined ? "" : oneLine(name);
  return oneName ? tr(lang, "email.greeting", { name: oneName }) : tr(lang, "email.greetingPlain");
}

// ---------------------------------------------------------------------------------------------

function receiptRows(lang: Lang, receipt: EmailReceipt): { rows: [string, string][]; note?: string } {
  const product = tr(lang, "email.receipt.productName");
  const rows: [string, string][] = [
    [tr(lang, "email.receipt.product"), (receipt.quantity ?? 1) > 1 ? `${receipt.quantity} × ${product}` : product],
  ];
  const free = toCents(receipt.amount) === 0;
  rows.push([
    tr(lang, "email.receipt.amount"),
    free ? tr(lang, "email.receipt.noCharge") : formatMoney(receipt.amount, receipt.currency, lang),
  ]);
  const charged = !free && receipt.localAmount && receipt.localCurrency && toCents(receipt.localAmount) > 0;
  if (charged)
    rows.push([tr(lang, "email.receipt.localAmount"), formatMoney(receipt.localAmount!, receipt.localCurrency!, lang)]);
  if (receipt.promoCode)
    rows.push([
      tr(lang, "email.receipt.promoCode"),
      receipt.promoDiscount
        ? `${receipt.promoCode} (−${formatMoney(receipt.promoDiscount, receipt.currency, lang)})`
        : receipt.promoCode,
    ]);
  rows.push([tr(lang, "email.receipt.method"), tr(lang, `email.method.${publicPaymentMethod(receipt.provider)}`)]);
  if (receipt.maskedCard) rows.push([tr(lang, "email.receipt.card"), receipt.maskedCard]);
  if (receipt.authorizationCode) rows.push([tr(lang, "email.receipt.authorization"), receipt.authorizationCode]);
  rows.push([tr(lang, "email.receipt.orderId"), receipt.orderId]);
  rows.push([tr(lang, "email.receipt.date"), formatDate(receipt.date, lang, true)]);
  return charged && chargesLocalCurrency(receipt.provider)
    ? { rows, note: tr(lang, "email.receipt.billingNote") }
    : { rows };
}

const textBlock = (rows: [string, string][]) => rows.map(([label, value]) => `  ${label}: ${value}`).join("\n");

export function buildReportEmail(input: ReportEmailInput): EmailContent {
  const { lang } = input;
  const code = oneLine(input.hollandCode);
  const types = typeNames(code, lang);
  const expires = formatDate(new Date(input.linkExpiresAt), lang);
  const guardian = input.school?.to === "guardian";
  // a school's unlock carries no receipt (the school paid for the pack)
  const receipt = input.receipt && !input.school ? receiptRows(lang, input.receipt) : undefined;
  const title = tr(lang, guardian ? "email.report.guardian.heading" : "email.report.heading");
  const hello = guardian ? tr(lang, "email.greetingPlain") : tr(lang, "email.greeting", { name: input.name });
  const intro = tr(
    lang,
    guardian ? "email.report.guardian.intro" : input.school ? "email.report.introSchool" : "email.report.intro",
    { company: input.company.name },
  );

  const html = [
    heading(title),
    paragraph(escapeHtml(hello)),
    paragraph(escapeHtml(intro)),
    codeBox(lang, code, types),
    paragraph(escapeHtml(tr(lang, "email.report.linkIntro", { days: input.linkDays, date: expires }))),
    button(input.downloadUrl, tr(lang, "email.report.button")),
    paragraph(
      `${escapeHtml(tr(lang, "email.linkFallback"))}<br>${link(input.downloadUrl, input.downloadUrl)}`,
      `font-size:13px;line-height:20px;color:${COLORS.muted};`,
    ),
    paragraph(escapeHtml(tr(lang, "email.report.keepLink")), `font-size:13px;line-height:20px;color:${COLORS.muted};`),
    input.manageUrl
      ? paragraph(
          `${escapeHtml(tr(lang, "email.report.manage"))}<br>${link(input.manageUrl, input.manageUrl)}`,
          `font-size:13px;line-height:20px;color:${COLORS.muted};`,
        )
      : "",
    receipt
      ? detailsBox(
          tr(lang, "email.receipt.title"),
          receipt.rows.map(([label, value]) => [label, escapeHtml(value)]),
          receipt.note ? escapeHtml(receipt.note) : undefined,
        )
      : "",
    section(tr(lang, "email.refund.title"), paragraph(escapeHtml(tr(lang, "email.refund.body")))),
  ];

  const text = [
    title,
    "",
    hello,
    "",
    intro,
    "",
    `${tr(lang, "email.report.codeLabel")}: ${code}${types ? ` (${types})` : ""}`,
    "",
    tr(lang, "email.report.linkIntro", { days: input.linkDays, date: expires }),
    input.downloadUrl,
    "",
    tr(lang, "email.report.keepLink"),
    ...(input.manageUrl ? ["", tr(lang, "email.report.manage"), input.manageUrl] : []),
    ...(receipt
      ? ["", `${tr(lang, "email.receipt.title")}:`, textBlock(receipt.rows), ...(receipt.note ? [receipt.note] : [])]
      : []),
    "",
    `${tr(lang, "email.refund.title")}:`,
    tr(lang, "email.refund.body"),
    "",
  ];

  return withClosing(input, {
    subject: oneLine(tr(lang, "email.report.subject", { code })),
    preheader: tr(lang, "email.report.preheader", { days: input.linkDays }),
    reason: guardian
      ? "email.report.guardian.reason"
      : input.school
        ? "email.report.reasonSchool"
        : input.gift
          ? "email.report.reasonGift"
          : "email.report.reason",
    html,
    text,
  });
}

/** The buyer's notice of a full refund: what was given back, and that the report is no longer available. */
export function buildRefundEmail(input: RefundEmailInput): EmailContent {
  const { lang } = input;
  const params = { amount: formatMoney(input.amount, input.currency, lang), orderId: input.orderId };
  return withClosing(input, {
    subject: oneLine(tr(lang, "email.refundDone.subject")),
    preheader: tr(lang, "email.refundDone.preheader"),
    reason: "email.refundDone.reason",
    html: [
      heading(tr(lang, "email.refundDone.heading")),
      paragraph(trHtml(lang, "email.greeting", { name: input.name })),
      paragraph(trHtml(lang, "email.refundDone.body", params)),
      paragraph(escapeHtml(tr(lang, "email.refundDone.revoked"))),
    ],
    text: [
      tr(lang, "email.refundDone.heading"),
      "",
      tr(lang, "email.greeting", { name: input.name }),
      "",
      tr(lang, "email.refundDone.body", params),
      "",
      tr(lang, "email.refundDone.revoked"),
      "",
    ],
  });
}

/** What every email ends with (support, signature, why it was sent), laid out in HTML and in text. */
function withClosing(
  input: { lang: Lang; company: EmailCompany; to: string; now?: Date },
  email: { subject: string; preheader: string; reason: EmailMessageKey; html: string[]; text: string[] },
): EmailContent {
  const { lang, company } = input;
  const support = supportLines(lang, company);
  const footer = footerLines(lang, company, email.reason, input.to, input.now ?? new Date());
  const signature = tr(lang, "email.signature", { company: company.name });
  const content = [
    ...email.html,
    section(tr(lang, "email.support.title"), support.html),
    paragraph(escapeHtml(signature)),
  ].join("\n");
  const text = [
    ...email.text,
    tr(lang, "email.support.title"),
    support.text,
    "",
    signature,
    "",
    "--",
    ...footer.text,
    "",
  ].join("\n");
  return {
    subject: email.subject,
    html: layout({ lang, title: email.subject, preheader: email.preheader, content, footer: footer.html }),
    text,
    attachments: [],
  };
}

/** The payer's receipt for a report given as a gift (the report itself goes to its taker). */
export function buildGiftReceiptEmail(input: GiftReceiptEmailInput): EmailContent {
  const { lang } = input;
  const receipt = receiptRows(lang, input.receipt);
  const pack = input.packReports !== undefined;
  const intro = pack ? tr(lang, "email.pack.intro", { count: input.packReports ?? 0 }) : tr(lang, "email.gift.intro");
  const title = tr(lang, pack ? "email.pack.heading" : "email.gift.heading");
  return withClosing(input, {
    subject: oneLine(tr(lang, pack ? "email.pack.subject" : "email.gift.subject")),
    preheader: tr(lang, pack ? "email.pack.preheader" : "email.gift.preheader"),
    reason: pack ? "email.pack.reason" : "email.gift.reason",
    html: [
      heading(title),
      paragraph(escapeHtml(greeting(lang, input.payerName))),
      paragraph(escapeHtml(intro)),
      detailsBox(
        tr(lang, "email.receipt.title"),
        receipt.rows.map(([label, value]) => [label, escapeHtml(value)]),
        receipt.note ? escapeHtml(receipt.note) : undefined,
      ),
    ],
    text: [
      title,
      "",
      greeting(lang, input.payerName),
      "",
      intro,
      "",
      `${tr(lang, "email.receipt.title")}:`,
      textBlock(receipt.rows),
      ...(receipt.note ? [receipt.note] : []),
      "",
    ],
  });
}

export function buildWelcomeEmail(input: WelcomeEmailInput): EmailContent {
  const { lang, company } = input;
  const dashboardUrl = `${input.publicUrl.replace(/\/+$/, "")}/user-dashboard`;
  const features: EmailMessageKey[] = ["email.welcome.dashboard", "email.welcome.careers", "email.welcome.reports"];

  const list = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px 0;border-collapse:collapse;">
${features
  .map(
    (key) => `<tr>
<td valign="top" width="28" style="padding:4px 8px 8px 0;${FONT}font-size:15px;line-height:24px;font-weight:bold;color:${COLORS.brand};">&#10003;</td>
<td valign="top" style="padding:4px 0 8px 0;${FONT}font-size:15px;line-height:24px;color:${COLORS.text};">${escapeHtml(tr(lang, key))}</td>
</tr>`,
  )
  .join("\n")}
</table>`;

  return withClosing(input, {
    // No text a person wrote goes into a subject.
    subject: oneLine(tr(lang, "email.welcome.subject")),
    preheader: tr(lang, "email.welcome.preheader"),
    reason: "email.welcome.reason",
    html: [
      heading(tr(lang, "email.welcome.heading")),
      paragraph(escapeHtml(tr(lang, "email.greetingPlain"))),
      paragraph(escapeHtml(tr(lang, "email.welcome.intro", { company: company.name }))),
      list,
      button(dashboardUrl, tr(lang, "email.welcome.button")),
      paragraph(
        `${escapeHtml(tr(lang, "email.linkFallback"))}<br>${link(dashboardUrl, dashboardUrl)}`,
        `font-size:13px;line-height:20px;color:${COLORS.muted};`,
      ),
    ],
    text: [
      tr(lang, "email.welcome.heading"),
      "",
      tr(lang, "email.greetingPlain"),
      "",
      tr(lang, "email.welcome.intro", { company: company.name }),
      ...features.map((key) => `  - ${tr(lang, key)}`),
      "",
      `${tr(lang, "email.welcome.button")}: ${dashboardUrl}`,
      "",
    ],
  });
}

export interface ActionEmailInput {
  lang: Lang;
  to: string;
  /** The link the email exists for. */
  url: string;
  company: EmailCompany;
  now?: Date;
}

/** A short email around one link: heading, explanation, button, what else to know, support. */
function actionEmail(
  input: ActionEmailInput,
  keys: {
    subject: EmailMessageKey;
    preheader: EmailMessageKey;
    heading: EmailMessageKey;
    intro: EmailMessageKey;
    button: EmailMessageKey;
    note: EmailMessageKey;
    reason: EmailMessageKey;
  },
  params: Params,
): EmailContent {
  const { lang, company, url } = input;
  const all = { company: company.name, ...params };
  return withClosing(input, {
    subject: oneLine(tr(lang, keys.subject)),
    preheader: tr(lang, keys.preheader),
    reason: keys.reason,
    html: [
      heading(tr(lang, keys.heading)),
      paragraph(escapeHtml(tr(lang, keys.intro, all))),
      button(url, tr(lang, keys.button)),
      paragraph(
        `${escapeHtml(tr(lang, "email.linkFallback"))}<br>${link(url, url)}`,
        `font-size:13px;line-height:20px;color:${COLORS.muted};`,
      ),
      paragraph(escapeHtml(tr(lang, keys.note, all))),
    ],
    text: [
      tr(lang, keys.heading),
      "",
      tr(lang, keys.intro, all),
      "",
      `${tr(lang, keys.button)}: ${url}`,
      "",
      tr(lang, keys.note, all),
      "",
    ],
  });
}

/** The password-reset link: single use, valid `minutes`. */
export function buildPasswordResetEmail(input: ActionEmailInput & { minutes: number }): EmailContent {
  return actionEmail(
    input,
    {
      subject: "email.reset.subject",
      preheader: "email.reset.preheader",
      heading: "email.reset.heading",
      intro: "email.reset.intro",
      button: "email.reset.button",
      note: "email.reset.ignore",
      reason: "email.reset.reason",
    },
    { minutes: input.minutes },
  );
}

/**
 * The admin's decision on a counsellor's request, with the link to their panel: no text from any form
 * (not the school's name, DECISIONS 33), only the product's own words.
 */
export function buildCounsellorDecisionEmail(input: ActionEmailInput & { approved: boolean }): EmailContent {
  const kind = input.approved ? "counsellorApproved" : "counsellorRejected";
  return actionEmail(
    input,
    {
      subject: `email.${kind}.subject`,
      preheader: `email.${kind}.preheader`,
      heading: `email.${kind}.heading`,
      intro: `email.${kind}.intro`,
      button: `email.${kind}.button`,
      note: `email.${kind}.note`,
      reason: "email.counsellorDecision.reason",
    },
    {},
  );
}

/**
 * The link that proves an account's email (registration's welcome, a resend, an email change): it
 * carries no text from any form (DECISIONS 33), only the product's own words and the link.
 */
export function buildVerifyEmail(input: ActionEmailInput & { hours: number; welcome: boolean }): EmailContent {
  return actionEmail(
    input,
    {
      subject: input.welcome ? "email.welcome.subject" : "email.verify.subject",
      preheader: "email.verify.preheader",
      heading: input.welcome ? "email.verify.welcomeHeading" : "email.verify.heading",
      intro: input.welcome ? "email.verify.welcomeIntro" : "email.verify.intro",
      button: "email.verify.button",
      note: "email.verify.ignore",
      reason: "email.verify.reason",
    },
    { hours: input.hours },
  );
}

/** To the parent or guardian a minor named: what is kept, and the link to review or delete it. */
export function buildGuardianEmail(input: ActionEmailInput): EmailContent {
  return actionEmail(
    input,
    {
      subject: "email.guardian.subject",
      preheader: "email.guardian.preheader",
      heading: "email.guardian.heading",
      intro: "email.guardian.intro",
      button: "email.guardian.button",
      note: "email.guardian.rights",
      reason: "email.guardian.reason",
    },
    {},
  );
}

/** Sent to whatever address a submitted test gives: no name (see the top of this file). */
export interface ResultsEmailInput {
  lang: Lang;
  to: string;
  hollandCode: string;
  /** The results page; for a test taken without an account, with its claim secret in the fragment. */
  url: string;
  /** The test belongs to an account: the page asks to sign in to see everything. */
  needsSignIn: boolean;
  /** Its report is paid: the whole code; otherwise the preview's first two letters. */
  paid: boolean;
  company: EmailCompany;
  now?: Date;
}

/** Sent once a test is submitted: the Holland code and the link back to the results, from any device. */
export function buildResultsEmail(input: ResultsEmailInput): EmailContent {
  const { lang, url } = input;
  // The free preview's code: its first two letters, the third locked ("IS·") until the report is
  // paid, as on the results page.
  const full = oneLine(input.hollandCode);
  const code = input.paid ? full : `${full.slice(0, 2)}·`;
  const types = typeNames(code, lang);
  const note: EmailMessageKey = input.needsSignIn ? "email.results.signIn" : "email.results.keepLink";
  return withClosing(input, {
    subject: oneLine(tr(lang, "email.results.subject")),
    preheader: tr(lang, "email.results.preheader", { code }),
    reason: "email.results.reason",
    html: [
      heading(tr(lang, "email.results.heading")),
      paragraph(escapeHtml(tr(lang, "email.greetingPlain"))),
      paragraph(escapeHtml(tr(lang, "email.results.intro"))),
      codeBox(lang, code, types),
      button(url, tr(lang, "email.results.button")),
      paragraph(
        `${escapeHtml(tr(lang, "email.linkFallback"))}<br>${link(url, url)}`,
        `font-size:13px;line-height:20px;color:${COLORS.muted};`,
      ),
      paragraph(escapeHtml(tr(lang, note)), `font-size:13px;line-height:20px;color:${COLORS.muted};`),
    ],
    text: [
      tr(lang, "email.results.heading"),
      "",
      tr(lang, "email.greetingPlain"),
      "",
      tr(lang, "email.results.intro"),
      "",
      `${tr(lang, "email.report.codeLabel")}: ${code}${types ? ` (${types})` : ""}`,
      "",
      `${tr(lang, "email.results.button")}: ${url}`,
      "",
      tr(lang, note),
      "",
    ],
  });
}
