import { useId, useState, type MouseEvent } from "react";
import { Link } from "wouter";
import type { ClassRosterDto, RosterEntryDto } from "@shared/validators/schools";
import type { MessageKey } from "@shared/i18n/client-catalog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { downloadStudentReport } from "../api/dashboard";
import { useReportPacks, useUnlockReport } from "../api/packs";
import { BUY_PACK_ANCHOR } from "./packs-section";

/**
 * What the counsellor may do with a student's full report: read it when the student (and a minor's
 * guardian) shared it and it is unlocked; otherwise a line saying why not (DECISIONS 38).
 */
function SharedReport({ classId, student }: { classId: string; student: RosterEntryDto }) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  if (!student.sharedReport)
    return <span className="block text-xs text-slate-600">{t("schools.dashboard.notShared")}</span>;
  if (student.status !== "reportUnlocked")
    return <span className="block text-xs text-slate-600">{t("schools.dashboard.sharedLocked")}</span>;
  const { assessmentId } = student.sharedReport;
  return (
    <button
      type="button"
      className="mt-1 block min-h-6 text-left text-sm font-semibold text-brand-700 underline disabled:opacity-60"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        downloadStudentReport(classId, assessmentId)
          .catch(() => toast({ title: t("schools.dashboard.downloadError"), variant: "destructive" }))
          .finally(() => setBusy(false));
      }}
    >
      {t("schools.dashboard.readReport")}
    </button>
  );
}

/**
 * "Desbloquear reporte": one report of the counsellor's packs for a student who finished (their report goes to
 * their email). Disabled when no report is left (`noneLeftId` names why); the server's refusal shows in the row.
 */
function UnlockReport({
  classId,
  student,
  available,
  noneLeftId,
  onUnlocked,
}: {
  classId: string;
  student: RosterEntryDto;
  available: number | undefined;
  noneLeftId: string;
  onUnlocked: (key: string) => void;
}) {
  const { t } = useI18n();
  const unlock = useUnlockReport(classId);
  const [error, setError] = useState<string | null>(null);
  const noneLeft = available === 0;
  return (
    <div className="mt-1">
      <Button
        size="sm"
        variant="secondary"
        disabled={noneLeft || unlock.isPending}
        aria-describedby={noneLeft ? noneLeftId : undefined}
        onClick={() => {
          setError(null);
          unlock.mutate(student.key, {
            onSuccess: () => onUnlocked(student.key),
            onError: (e) => setError(e instanceof ApiError && e.status < 500 ? e.message : t("packs.unlockFailed")),
          });
        }}
        data-testid="unlock-report"
      >
        {unlock.isPending ? t("packs.unlocking") : t("packs.unlock")}
      </Button>
      {error ? (
        <p role="alert" className="mt-1 text-xs font-semibold text-red-700" data-testid="unlock-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Goes to the buy form: on the panel, scrolled to and its first input focused; from a class's page, to the panel at
 * the form's anchor (the form then takes the focus itself).
 */
function goToBuyForm(event: MouseEvent<HTMLAnchorElement>) {
  const form = document.getElementById(BUY_PACK_ANCHOR);
  if (!form) return;
  event.preventDefault();
  form.scrollIntoView?.({ block: "center" });
  form.querySelector<HTMLInputElement>("input")?.focus({ preventScroll: true });
}

/**
 * How many reports the counsellor can still unlock, above a roster with locked reports; with none left, why the
 * buttons are off and the way to buy more.
 */
function ReportsLeft({ available, noneLeftId }: { available: number; noneLeftId: string }) {
  const { t } = useI18n();
  return (
    <div className="mb-3 text-sm" data-testid="roster-packs">
      <p className="font-semibold text-slate-800">{t("packs.rosterAvailable", { count: available })}</p>
      {available === 0 ? (
        <p id={noneLeftId} className="mt-1 text-slate-700">
          {t("packs.noneLeft")}{" "}
          <Link
            href={`${paths.schoolsPanel}#${BUY_PACK_ANCHOR}`}
            onClick={goToBuyForm}
            className="font-semibold text-brand-700 underline"
            data-testid="buy-more-link"
          >
            {t("packs.buyMore")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/**
 * A class's roster (DECISIONS 38): how many opened the link or are answering (no name yet), then
 * each student who finished with their status and two main types, nothing else of their answers;
 * a locked report can be unlocked with one of the counsellor's packs.
 */
export function ClassRosterTable({ roster }: { roster: ClassRosterDto }) {
  const { t } = useI18n();
  const { joined, inProgress } = roster.waiting;
  const classId = roster.class.id;
  const noneLeftId = `${useId()}-none-left`;
  const locked = roster.students.some((student) => student.status === "finished");
  const packs = useReportPacks(locked);
  const available = packs.data?.available;
  // Unlocked here: said so at once, and that the report went to the student's email.
  const [sent, setSent] = useState<ReadonlySet<string>>(() => new Set());
  const onUnlocked = (key: string) => setSent((current) => new Set(current).add(key));
  return (
    <div className="mt-4">
      {joined > 0 || inProgress > 0 ? (
        <ul className="mb-3 flex flex-wrap gap-2 text-sm" data-testid="roster-waiting">
          {inProgress > 0 ? (
            <li className="rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-950">
              {t("schools.dashboard.inProgress", { count: inProgress })}
            </li>
          ) : null}
          {joined > 0 ? (
            <li className="rounded-full bg-slate-100 px-3 py-1 font-semibold text-slate-800">
              {t("schools.dashboard.joined", { count: joined })}
            </li>
          ) : null}
        </ul>
      ) : null}
      {locked && available !== undefined ? <ReportsLeft available={available} noneLeftId={noneLeftId} /> : null}
      {roster.students.length === 0 ? (
        <p className="text-sm text-slate-700">{t("schools.panel.rosterEmpty")}</p>
      ) : (
        // A narrow phone scrolls the table sideways: the region takes the keyboard's focus so that it scrolls too.
        <div
          className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-brand-600"
          role="region"
          aria-label={t("schools.dashboard.rosterTitle")}
          tabIndex={0}
        >
          <table className="w-full text-left text-sm" data-testid="class-roster">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th className="py-2 pr-3 font-semibold">{t("schools.panel.student")}</th>
                <th className="py-2 pr-3 font-semibold">{t("schools.panel.status")}</th>
                <th className="py-2 font-semibold">{t("schools.panel.mainTypes")}</th>
              </tr>
            </thead>
            <tbody>
              {roster.students.map((student) => {
                const unlocked = student.status === "reportUnlocked" || sent.has(student.key);
                return (
                  <tr key={student.key} className="border-b border-slate-100">
                    <td className="py-2 pr-3 text-slate-900">{student.fullName}</td>
                    <td className="py-2 pr-3 text-slate-700">
                      <span data-testid="roster-status">
                        {unlocked ? t("schools.panel.reportUnlocked") : t("schools.panel.finished")}
                      </span>
                      {sent.has(student.key) ? (
                        <span role="status" className="block text-xs text-emerald-800" data-testid="unlock-sent">
                          {t("packs.unlockSent")}
                        </span>
                      ) : null}
                      {unlocked ? null : (
                        <UnlockReport
                          classId={classId}
                          student={student}
                          available={available}
                          noneLeftId={noneLeftId}
                          onUnlocked={onUnlocked}
                        />
                      )}
                      <SharedReport
                        classId={classId}
                        student={{ ...student, status: unlocked ? "reportUnlocked" : student.status }}
                      />
                    </td>
                    <td className="py-2 text-slate-700">
                      {student.mainTypes.map((type) => t(`holland.${type}` as MessageKey)).join(" · ")}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
