import Copy from "lucide-react/icons/copy";
import Projector from "lucide-react/icons/projector";
import Users from "lucide-react/icons/users";
import QRCode from "qrcode";
import { useEffect, useState } from "react";
import type { SchoolClassDto, SchoolConsentRuleDto } from "@shared/validators/schools";
import { Button, buttonClasses } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { formatLongDate } from "@/lib/format-date";
import { useI18n } from "@/lib/i18n";
import { useClassRoster, useUpdateClass } from "../api/classes";
import { CLASS_SIZE_MAX } from "@shared/validators/schools";
import { ApiError } from "@/lib/api-client";
import { Link } from "wouter";
import ChartColumn from "lucide-react/icons/chart-column";
import { ClassRosterTable } from "./class-roster";

/** The QR code of `text` as an SVG image (drawn in the browser; nothing is sent anywhere). */
function useQrImage(text: string): string | undefined {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let current = true;
    void QRCode.toString(text, { type: "svg", margin: 1, errorCorrectionLevel: "M" }).then((svg) => {
      if (current) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      current = false;
    };
  }, [text]);
  return src;
}

/**
 * One class: how many joined, its code and link, a QR to project, and its roster; where the school's country has
 * a rule (`schoolConsent`), the counsellor's confirmation that the school holds the families' written consent.
 */
export function ClassCard({
  klass,
  schoolConsent = null,
}: {
  klass: SchoolClassDto;
  /** The rule of the school's country (GET /api/schools/me), or null where the school cannot stand in. */
  schoolConsent?: SchoolConsentRuleDto | null;
}) {
  const { t, lang } = useI18n();
  const [projecting, setProjecting] = useState(false);
  const [showRoster, setShowRoster] = useState(false);
  const link = `${window.location.origin}${paths.joinClass(klass.joinCode, lang)}`;
  const qr = useQrImage(link);

  const copy = async () => {
    let ok = true;
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      ok = false;
    }
    if (ok) toast({ title: t("schools.panel.copied"), variant: "success" });
  };

  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="class-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-lg font-bold text-slate-900">{klass.name}</h3>
          <p className="text-sm text-slate-700">
            {klass.grade} · {klass.year}
          </p>
          <p className="mt-1 text-sm font-semibold text-slate-800" data-testid="class-joined">
            {t("schools.panel.joined", { joined: klass.joined, size: klass.size })}
          </p>
        </div>
        <div className="text-right">
          <p className="text-xs font-semibold text-slate-600 uppercase">{t("schools.panel.code")}</p>
          <p className="font-mono text-2xl font-extrabold tracking-widest text-brand-800" data-testid="class-code">
            {klass.joinCode}
          </p>
        </div>
      </div>
      <p className="mt-3 text-sm break-all text-slate-700">
        <span className="font-semibold">{t("schools.panel.link")}:</span> {link}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link
          href={paths.schoolsClass(klass.id)}
          className={buttonClasses("primary", "sm")}
          data-testid="class-dashboard-link"
        >
          <ChartColumn className="h-4 w-4" aria-hidden />
          {t("schools.dashboard.open")}
        </Link>
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          <Copy className="h-4 w-4" aria-hidden />
          {t("schools.panel.copy")}
        </Button>
        <Button size="sm" onClick={() => setProjecting(true)}>
          <Projector className="h-4 w-4" aria-hidden />
          {t("schools.panel.project")}
        </Button>
        <Button size="sm" variant="outline" aria-expanded={showRoster} onClick={() => setShowRoster((v) => !v)}>
          <Users className="h-4 w-4" aria-hidden />
          {showRoster ? t("schools.panel.hideRoster") : t("schools.panel.roster")}
        </Button>
      </div>
      <ClassSettings klass={klass} />
      {schoolConsent ? <SchoolConsentSection klass={klass} rule={schoolConsent} /> : null}
      {showRoster ? <Roster classId={klass.id} /> : null}
      {projecting ? (
        <div
          role="dialog"
          aria-modal="true"
          aria-label={klass.name}
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-white p-6 text-center"
        >
          <p className="text-2xl font-bold text-slate-900">{klass.name}</p>
          {qr ? (
            <img src={qr} alt={t("schools.panel.qrAlt", { name: klass.name })} className="h-[min(60vh,60vw)] w-auto" />
          ) : null}
          <p className="font-mono text-6xl font-extrabold tracking-[0.3em] text-brand-800">{klass.joinCode}</p>
          <p className="text-lg break-all text-slate-800">{t("schools.panel.projectHint", { link })}</p>
          <Button variant="outline" onClick={() => setProjecting(false)} autoFocus>
            {t("schools.panel.closeProjection")}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** The class's size (never below the tests it holds) and closing or reopening it. */
function ClassSettings({ klass }: { klass: SchoolClassDto }) {
  const { t } = useI18n();
  const update = useUpdateClass();
  const [size, setSize] = useState(String(klass.size));
  const inputId = `class-size-${klass.id}`;
  return (
    <div className="mt-4 border-t border-slate-100 pt-4">
      {klass.closed ? (
        <p className="mb-3 text-sm font-semibold text-amber-900" data-testid="class-closed">
          {t("schools.panel.closed")}
        </p>
      ) : null}
      <form
        className="flex flex-wrap items-end gap-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate({ id: klass.id, size: Number(size) });
        }}
      >
        <div>
          <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
            {t("schools.panel.size")}
          </label>
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={1}
            max={CLASS_SIZE_MAX}
            value={size}
            onChange={(event) => setSize(event.target.value)}
            className="mt-1 block h-10 w-28 rounded-xl border border-slate-300 bg-white px-3 text-slate-900"
          />
        </div>
        <Button type="submit" size="sm" variant="outline" disabled={update.isPending}>
          {t("schools.panel.saveSize")}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={update.isPending}
          onClick={() => update.mutate({ id: klass.id, closed: !klass.closed })}
        >
          {klass.closed ? t("schools.panel.reopen") : t("schools.panel.close")}
        </Button>
      </form>
      {update.error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {update.error instanceof ApiError ? update.error.message : t("api.internal")}
        </p>
      ) : null}
      <ClassKeeping klass={klass} />
    </div>
  );
}

/** When the class's data is deleted (DECISIONS 38), and keeping it one more year in its last year. */
function ClassKeeping({ klass }: { klass: SchoolClassDto }) {
  const { t, lang } = useI18n();
  const renew = useUpdateClass();
  return (
    <div className="mt-4 text-sm text-slate-700" data-testid="class-keeping">
      <p>{t("schools.panel.keeping", { date: formatLongDate(`${klass.deletesOn}T12:00:00Z`, lang, true) })}</p>
      {klass.renewable ? (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <p>{t("schools.panel.renewHint")}</p>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={renew.isPending}
            onClick={() =>
              renew.mutate(
                { id: klass.id, renew: true },
                { onSuccess: () => toast({ title: t("schools.panel.renewed"), variant: "success" }) },
              )
            }
          >
            {t("schools.panel.renew")}
          </Button>
        </div>
      ) : null}
      {renew.error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {renew.error instanceof ApiError ? renew.error.message : t("api.internal")}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The counsellor confirms, for this class, that the school holds the written authorization of the parent or
 * guardian of each student under the age of consent (the law of the school's country lets it be given on paper):
 * the class's minors then need not name a guardian on the form. Unticking withdraws it.
 */
function SchoolConsentSection({ klass, rule }: { klass: SchoolClassDto; rule: SchoolConsentRuleDto }) {
  const { t, lang } = useI18n();
  const update = useUpdateClass();
  const id = `school-consent-${klass.id}`;
  // While saving, the box shows what was asked (set in the same render as the click: a controlled box would
  // otherwise spring back until the request is under way); then the class as the server keeps it.
  const [asked, setAsked] = useState<boolean | null>(null);
  const checked = asked ?? klass.schoolConsentAt !== null;
  const state = update.isPending
    ? t("schoolConsent.panel.saving")
    : klass.schoolConsentAt !== null
      ? t("schoolConsent.panel.confirmedOn", { date: formatLongDate(klass.schoolConsentAt, lang) })
      : t("schoolConsent.panel.notConfirmed", { age: rule.consentAge });
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-4 border-t border-slate-100 pt-4 text-sm"
      data-testid="school-consent"
    >
      <h4 id={`${id}-title`} className="font-bold text-slate-900">
        {t("schoolConsent.panel.title")}
      </h4>
      <p className="mt-1 text-slate-700">
        {rule.summary[lang]}{" "}
        <a
          href={rule.url}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-brand-700 underline"
          data-testid="school-consent-law"
        >
          {t("schoolConsent.panel.lawLink")}
          <span className="sr-only"> {t("schoolConsent.panel.newTab")}</span>
        </a>
      </p>
      <label className="mt-3 flex items-start gap-3 text-slate-800">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0"
          checked={checked}
          // not `disabled` while saving: the box keeps the keyboard's focus
          aria-disabled={update.isPending || undefined}
          aria-describedby={`${id}-state`}
          onChange={(event) => {
            if (update.isPending) return;
            setAsked(event.target.checked);
            update.mutate({ id: klass.id, schoolConsent: event.target.checked }, { onSettled: () => setAsked(null) });
          }}
          data-testid="school-consent-box"
        />
        <span>{t("schoolConsent.panel.confirm", { age: rule.consentAge, law: rule.law[lang] })}</span>
      </label>
      <p
        id={`${id}-state`}
        aria-live="polite"
        className={
          klass.schoolConsentAt !== null ? "mt-1 ml-8 font-semibold text-emerald-800" : "mt-1 ml-8 text-slate-600"
        }
        data-testid="school-consent-state"
      >
        {state}
      </p>
      {update.error ? (
        <p role="alert" className="mt-1 ml-8 text-red-700" data-testid="school-consent-error">
          {update.error instanceof ApiError ? update.error.message : t("api.internal")}
        </p>
      ) : null}
    </section>
  );
}

/** The class's roster, loaded when shown. */
function Roster({ classId }: { classId: string }) {
  const { t } = useI18n();
  const roster = useClassRoster(classId, true);
  if (roster.isPending) return <p className="mt-4 text-sm text-slate-600">{t("app.loading")}</p>;
  if (roster.isError) return <p className="mt-4 text-sm text-red-700">{t("schools.panel.loadError")}</p>;
  return <ClassRosterTable roster={roster.data} />;
}
