import { Fragment } from "react";
import { cn } from "@/lib/cn";

/** Groups of four characters: the only places a reference may wrap. */
const GROUP = /.{1,4}/g;

/**
 * An id or a reference (an order, an assessment, a capture, a card's last digits) as people read and
 * copy it: monospace, on one line wherever it fits; on a line too narrow for it, it wraps only
 * between groups of four characters, never inside one (nor at a random "-" or "_" of the id). One
 * click selects the whole value, and a copy gives it whole (the break points are <wbr>, not text).
 */
export function Reference({ value, className, testId }: { value: string; className?: string; testId?: string }) {
  const groups = value.match(GROUP) ?? [value];
  return (
    <span className={cn("font-mono [overflow-wrap:normal] select-all", className)} data-testid={testId} data-reference>
      {groups.map((group, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          <span className="whitespace-nowrap">{group}</span>
        </Fragment>
      ))}
    </span>
  );
}
