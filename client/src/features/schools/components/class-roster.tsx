import { useState } from "react";
import type { ClassRosterDto, RosterEntryDto } from "@shared/validators/schools";
import type { MessageKey } from "@shared/i18n/client-catalog";
import { toast } from "@/components/ui/use-toast";
import { useI18n } from "@/lib/i18n";
import { downloadStudentReport } from "../api/dashboard";

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
 * A class's roster (DECISIONS 38): how many opened the link or are answering (no name yet), then
 * each student who finished with their status and two main types, nothing else of their answers.
 */
export function ClassRosterTable({ roster }: { roster: ClassRosterDto }) {
  const { t } = useI18n();
  const { joined, inProgress } = roster.waiting;
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
      {roster.students.length === 0 ? (
        <p className="text-sm text-slate-700">{t("schools.panel.rosterEmpty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="class-roster">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th className="py-2 pr-3 font-semibold">{t("schools.panel.student")}</th>
                <th className="py-2 pr-3 font-semibold">{t("schools.panel.status")}</th>
                <th className="py-2 font-semibold">{t("schools.panel.mainTypes")}</th>
              </tr>
            </thead>
            <tbody>
              {roster.students.map((student, index) => (
                <tr key={`${student.completedAt}-${index}`} className="border-b border-slate-100">
                  <td className="py-2 pr-3 text-slate-900">{student.fullName}</td>
                  <td className="py-2 pr-3 text-slate-700">
                    {student.status === "reportUnlocked"
                      ? t("schools.panel.reportUnlocked")
                      : t("schools.panel.finished")}
                    <SharedReport classId={roster.class.id} student={student} />
                  </td>
                  <td className="py-2 text-slate-700">
                    {student.mainTypes.map((type) => t(`holland.${type}` as MessageKey)).join(" · ")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
