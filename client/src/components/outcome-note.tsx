import type { CareerFiguresDto, OutcomeNoteDto } from "@shared/validators/outcomes";

/**
 * Pay and employment (DECISIONS 36), as the server wrote it: a career's published figures with
 * their source, the sentence about the reader's country, and the portal that publishes its figures.
 */
export function OutcomeNote({
  note,
  figures,
  className,
  heading = true,
}: {
  note: OutcomeNoteDto;
  figures?: CareerFiguresDto | null;
  className?: string;
  heading?: boolean;
}) {
  return (
    // plain class names, not cn(): cn brings tailwind-merge, which would keep this component out of the
    // pages' shared chunk (scripts/vite-chunk-groups.ts) and cost the results page one more script
    <div
      className={className ? `text-sm text-slate-800 ${className}` : "text-sm text-slate-800"}
      data-testid="outcome-note"
    >
      {heading ? <h3 className="font-bold text-slate-900">{note.title}</h3> : null}
      {figures ? <OutcomeFigures figures={figures} /> : null}
      {note.text ? <p className="mt-1">{note.text}</p> : null}
      {note.portal ? (
        <p className="mt-1">
          <a
            href={note.portal.url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-800 underline"
            data-testid="outcome-portal"
          >
            {note.portal.label}
          </a>
        </p>
      ) : null}
    </div>
  );
}

/** One career's published figures, whose they are, and their source; then its outlook, with its own source. */
export function OutcomeFigures({ figures }: { figures: CareerFiguresDto }) {
  return (
    <div className="mt-1" data-testid="outcome-figures">
      <p className="font-semibold">{figures.heading}</p>
      <p className="text-xs text-slate-600">{figures.occupation}</p>
      <ul className="mt-1 list-disc pl-5">
        {figures.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-1 text-xs text-slate-600">
        <a href={figures.url} target="_blank" rel="noopener noreferrer" className="underline">
          {figures.source}
        </a>
      </p>
      {figures.outlook ? (
        <div className="mt-2" data-testid="outcome-outlook">
          {figures.outlook.occupation ? <p className="text-xs text-slate-600">{figures.outlook.occupation}</p> : null}
          <ul className="mt-1 list-disc pl-5">
            {figures.outlook.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-1 text-xs text-slate-600">
            <a href={figures.outlook.url} target="_blank" rel="noopener noreferrer" className="underline">
              {figures.outlook.source}
            </a>
          </p>
        </div>
      ) : null}
    </div>
  );
}
