import type { CareerExplorer } from "../hooks/use-career-explorer";
import { CareerTree } from "./career-tree";
import { LevelLegend } from "./level-legend";
import { TrackHeader } from "./track-header";

/** The chosen track: its header, the level legend and its tree. */
export function TrackPanel({
  explorer,
  premium,
  userCode,
}: {
  explorer: CareerExplorer;
  premium: boolean;
  userCode: string | null;
}) {
  const { track } = explorer;
  return (
    <section
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      aria-labelledby="track-title"
    >
      <TrackHeader track={track} />
      <LevelLegend premium={premium} userCode={userCode} />
      <div className="mt-4">
        <CareerTree
          key={track.id}
          track={track}
          userCode={userCode}
          primary={explorer.primary}
          secondary={explorer.secondary}
          selectedId={explorer.selected.id}
          onSelect={explorer.select}
        />
      </div>
    </section>
  );
}
