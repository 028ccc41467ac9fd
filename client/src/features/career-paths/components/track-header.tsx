import type { CareerTrackDto } from "@shared/validators/career-paths";

/** The track's picture and name over a rule in its colour. */
export function TrackHeader({ track }: { track: CareerTrackDto }) {
  return (
    <div className="flex items-center gap-3 border-b-4 pb-3" style={{ borderColor: track.color }}>
      <img src={`/activities/${track.icon}.svg`} alt="" width={40} height={40} className="h-10 w-10 shrink-0" />
      <h2 id="track-title" className="text-xl font-bold text-slate-900" data-testid="track-title">
        {track.name}
      </h2>
    </div>
  );
}
