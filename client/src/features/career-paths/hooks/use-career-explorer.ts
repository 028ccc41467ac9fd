import { useRef, useState, type RefObject } from "react";
import type { HollandType } from "@shared/content/types";
import type { CareerPathNodeDto, CareerPathsResponse, CareerTrackDto } from "@shared/validators/career-paths";
import { codeTypesOf, countNodes, findNode, initialTypes, matchesAny } from "../tree-model";

/** The explorer's state over the loaded tracks, and what the reader can do with it. */
export interface CareerExplorer {
  /** The track of the chosen primary type (the first track when there is none of that type). */
  track: CareerTrackDto;
  primary: HollandType;
  /** The chosen secondary types, without the primary one. */
  secondary: HollandType[];
  /** Each type's colour, from its track. */
  colors: Partial<Record<HollandType, string>>;
  /** How many nodes of the track match a secondary type (0 without any). */
  secondaryMatches: number;
  /** The letters of the user's Holland code that are types, in order ("Usar mi código" applies them). */
  codeTypes: HollandType[];
  /** The node whose detail is shown: the chosen one, or the track's root. */
  selected: CareerPathNodeDto;
  /** The detail column, scrolled into view when a tap chooses a node on a narrow screen. */
  detailRef: RefObject<HTMLDivElement | null>;
  choosePrimary(type: HollandType): void;
  toggleSecondary(type: HollandType): void;
  applyMyCode(): void;
  select(node: CareerPathNodeDto, source: "pointer" | "keyboard"): void;
}

/**
 * The career explorer's choices: primary type and secondary types (the person's own code until they
 * choose others), the chosen node. Kept while the data reloads; undefined until there is a track to show.
 */
export function useCareerExplorer(data: CareerPathsResponse | undefined): CareerExplorer | undefined {
  // null: not chosen yet, the person's own code applies (it arrives with the data)
  const [chosenPrimary, setPrimary] = useState<HollandType | null>(null);
  const [chosenSecondary, setSecondary] = useState<HollandType[] | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const detailRef = useRef<HTMLDivElement>(null);

  if (!data) return undefined;
  const { userCode, tracks } = data;
  const initial = initialTypes(userCode);
  const primary = chosenPrimary ?? initial.primary;
  const secondary = chosenSecondary ?? initial.secondary;
  const track = tracks.find((candidate) => candidate.primaryType === primary) ?? tracks[0];
  if (!track) return undefined;
  const selected = (selectedId ? findNode(track.root, selectedId) : undefined) ?? track.root;
  const colors = Object.fromEntries(tracks.map((candidate) => [candidate.primaryType, candidate.color])) as Partial<
    Record<HollandType, string>
  >;
  const activeSecondary = secondary.filter((type) => type !== primary);
  const secondaryMatches =
    activeSecondary.length > 0 ? countNodes(track.root, (node) => matchesAny(node, activeSecondary)) : 0;
  const codeTypes = codeTypesOf(userCode);

  const choosePrimary = (type: HollandType) => {
    setPrimary(type);
    setSecondary((current) => (current ?? initial.secondary).filter((candidate) => candidate !== type));
    setSelectedId(null);
  };
  const toggleSecondary = (type: HollandType) =>
    setSecondary((current) => {
      const shown = current ?? initial.secondary;
      return shown.includes(type) ? shown.filter((candidate) => candidate !== type) : [...shown, type];
    });
  const applyMyCode = () => {
    const [first, ...rest] = codeTypes;
    if (!first) return;
    choosePrimary(first);
    setSecondary(rest);
  };
  const select = (node: CareerPathNodeDto, source: "pointer" | "keyboard") => {
    setSelectedId(node.id);
    // On narrow screens the detail sits below the tree: bring it into view after a tap.
    if (source === "pointer" && window.matchMedia("(max-width: 1023px)").matches) {
      requestAnimationFrame(() => detailRef.current?.scrollIntoView({ behavior: "smooth", block: "start" }));
    }
  };

  return {
    track,
    primary,
    secondary: activeSecondary,
    colors,
    secondaryMatches,
    codeTypes,
    selected,
    detailRef,
    choosePrimary,
    toggleSecondary,
    applyMyCode,
    select,
  };
}
