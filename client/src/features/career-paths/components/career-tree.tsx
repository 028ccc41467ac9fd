import ChevronRight from "lucide-react/icons/chevron-right";
import Lock from "lucide-react/icons/lock";
import Star from "lucide-react/icons/star";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import type { HollandType } from "@shared/content/types";
import type { CareerPathNodeDto, CareerTrackDto } from "@shared/validators/career-paths";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useI18n } from "@/lib/i18n";
import { expandableIds, findNode, fitsCode, keyAction, matchesAny, visibleNodes } from "../tree-model";
import { LEVEL_KEYS, LEVEL_STYLES } from "./level-styles";

interface CareerTreeProps {
  track: CareerTrackDto;
  userCode: string | null;
  primary: HollandType;
  secondary: readonly HollandType[];
  selectedId: string;
  /** `pointer` for a click or tap, `keyboard` for Enter or Space. */
  onSelect(node: CareerPathNodeDto, source: "pointer" | "keyboard"): void;
}

/**
 * One career track as a keyboard-navigable tree (WAI-ARIA tree view): a nested list with
 * role tree / treeitem / group, one tab stop (roving tabindex), arrow keys to move, open and
 * close, Enter or Space to select. Mount it with `key={track.id}` so each track starts fresh.
 */
export function CareerTree({ track, userCode, primary, secondary, selectedId, onSelect }: CareerTreeProps) {
  const { t } = useI18n();
  const baseId = useId();
  const helpId = `${baseId}-help`;
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set([track.root.id]));
  const [focusedId, setFocusedId] = useState(track.root.id);
  const [hasFocus, setHasFocus] = useState(false);
  const items = useRef(new Map<string, HTMLLIElement>());
  const moveFocus = useRef(false);

  // A node hidden by collapsing one of its ancestors hands the tab stop back to the root.
  const visibleIds = new Set(visibleNodes(track.root, expanded).map((entry) => entry.node.id));
  const activeId = visibleIds.has(focusedId) ? focusedId : track.root.id;

  // Move DOM focus only after a key press inside the tree, never on first render.
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    items.current.get(activeId)?.focus();
  });

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const action = keyAction(event.key, activeId, track.root, expanded);
    if (action.kind === "none") {
      if (["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "Enter", " "].includes(event.key))
        event.preventDefault();
      return;
    }
    event.preventDefault();
    moveFocus.current = true;
    if (action.kind === "focus") setFocusedId(action.id);
    else if (action.kind === "expand") setExpanded((current) => new Set(current).add(action.id));
    else if (action.kind === "collapse")
      setExpanded((current) => {
        const next = new Set(current);
        next.delete(action.id);
        return next;
      });
    else {
      const node = findNode(track.root, action.id);
      if (node) onSelect(node, "keyboard");
    }
  };

  const expandAll = () => setExpanded(new Set(expandableIds(track.root)));
  const collapseAll = () => setExpanded(new Set([track.root.id]));
  const canExpand = expandableIds(track.root).length > 1;

  const renderNode = (node: CareerPathNodeDto, depth: number) => {
    const hasChildren = node.children.length > 0;
    const isExpanded = hasChildren && expanded.has(node.id);
    const isSelected = node.id === selectedId;
    const isFocused = node.id === activeId;
    const fits = fitsCode(node, userCode);
    const secondaryMatch = matchesAny(node, secondary);
    const titleId = `${baseId}-${node.id}-title`;
    const infoId = `${baseId}-${node.id}-info`;
    const style = LEVEL_STYLES[node.level];
    const info = [
      `${t("careerPaths.level", { level: node.level })}: ${t(LEVEL_KEYS[node.level])}`,
      fits ? t("careerPaths.fitsYou") : null,
      secondaryMatch ? t("careerPaths.matchesSecondary") : null,
      node.lockedChildren ? t("careerPaths.locked", { count: node.lockedChildren }) : null,
    ]
      .filter(Boolean)
      .join(". ");
    return (
      <li
        key={node.id}
        ref={(element) => {
          if (element) items.current.set(node.id, element);
          else items.current.delete(node.id);
        }}
        role="treeitem"
        aria-level={depth + 1}
        aria-expanded={hasChildren ? isExpanded : undefined}
        aria-selected={isSelected}
        aria-labelledby={titleId}
        aria-describedby={infoId}
        tabIndex={isFocused ? 0 : -1}
        onFocus={(event) => {
          if (event.target === event.currentTarget) setFocusedId(node.id);
        }}
        className="focus-visible:outline-none"
        data-testid="career-node"
        data-node-id={node.id}
        data-level={node.level}
        data-fits={fits || undefined}
      >
        <div
          onClick={() => {
            setFocusedId(node.id);
            items.current.get(node.id)?.focus();
            onSelect(node, "pointer");
          }}
          className={cn(
            "node-card flex cursor-pointer items-start gap-2 rounded-xl border border-l-4 border-slate-200 p-3 shadow-sm transition-shadow hover:shadow-md",
            style.card,
            fits && "border-y-accent-500 border-r-accent-500",
            isSelected && "ring-2 ring-brand-600",
            isFocused && hasFocus && "outline-3 outline-offset-2 outline-accent-500",
          )}
        >
          {hasChildren ? (
            <span
              aria-hidden
              onClick={(event) => {
                event.stopPropagation();
                setFocusedId(node.id);
                items.current.get(node.id)?.focus();
                toggle(node.id);
              }}
              className="-m-1 mt-0 rounded-md p-1 text-slate-700 hover:bg-white/70"
              data-testid="node-toggle"
            >
              <ChevronRight className={cn("h-5 w-5 transition-transform", isExpanded && "rotate-90")} />
            </span>
          ) : (
            <span aria-hidden className="w-5 shrink-0" />
          )}
          <span className="min-w-0 flex-1">
            <span className="flex flex-wrap items-center gap-1.5">
              <span className={cn("rounded-full px-2 py-0.5 text-xs font-bold", style.chip)}>
                {t("careerPaths.level", { level: node.level })} · {t(LEVEL_KEYS[node.level])}
              </span>
              {fits ? (
                <span
                  className="inline-flex items-center gap-1 rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-slate-900"
                  data-testid="fits-badge"
                >
                  <Star className="h-3 w-3" aria-hidden />
                  {t("careerPaths.fitsYou")}
                </span>
              ) : null}
            </span>
            <span
              id={titleId}
              className="mt-1 block font-semibold leading-snug text-slate-900 break-words"
              data-testid="node-title"
            >
              {node.title}
            </span>
            <span className="mt-1.5 flex flex-wrap gap-1" aria-hidden>
              {node.hollandTypes.map((type) => {
                const chosen = type === primary || secondary.includes(type);
                return (
                  <span
                    key={type}
                    className={cn(
                      "inline-flex h-6 min-w-6 items-center justify-center rounded-md border px-1 text-xs font-bold",
                      chosen ? "border-slate-800 bg-slate-800 text-white" : "border-slate-400 bg-white text-slate-700",
                    )}
                  >
                    {type}
                  </span>
                );
              })}
              {secondaryMatch ? (
                <span className="ml-1 self-center text-xs font-semibold text-slate-700">
                  ✓ {t("careerPaths.matchesSecondary")}
                </span>
              ) : null}
            </span>
            {node.lockedChildren ? (
              <span
                className="mt-2 flex items-center gap-1 text-xs font-semibold text-slate-700"
                data-testid="locked-children"
              >
                <Lock className="h-3.5 w-3.5" aria-hidden />
                {t("careerPaths.locked", { count: node.lockedChildren })}
              </span>
            ) : null}
            <span id={infoId} className="sr-only">
              {info}
            </span>
          </span>
        </div>
        {isExpanded ? (
          <ul role="group" className="ml-3 mt-2 space-y-2 border-l-2 border-slate-300 pl-2 sm:ml-5 sm:pl-4">
            {node.children.map((child) => renderNode(child, depth + 1))}
          </ul>
        ) : null}
      </li>
    );
  };

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={helpId} className="text-xs text-slate-600">
          {t("careerPaths.treeHelp")}
        </p>
        {canExpand ? (
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={expandAll} data-testid="expand-all">
              {t("careerPaths.expandAll")}
            </Button>
            <Button variant="outline" size="sm" onClick={collapseAll}>
              {t("careerPaths.collapseAll")}
            </Button>
          </div>
        ) : null}
      </div>
      <ul
        role="tree"
        aria-label={t("careerPaths.treeLabel", { track: track.name })}
        aria-describedby={helpId}
        onKeyDown={onKeyDown}
        onFocus={() => setHasFocus(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHasFocus(false);
        }}
        className="mt-3 space-y-2"
        data-testid="career-tree"
      >
        {renderNode(track.root, 0)}
      </ul>
    </div>
  );
}
