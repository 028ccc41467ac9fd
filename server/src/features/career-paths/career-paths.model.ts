import type { CareerPathNode, CareerTrack } from "@shared/content/types";
import type { Lang } from "@shared/i18n/lang";
import { FREE_MAX_LEVEL, type CareerPathNodeDto, type CareerTrackDto } from "@shared/validators/career-paths";

/** Puts a text in the reader's words (their country's terms); the identity when none is known. */
export type Wording = (text: string) => string;
const asWritten: Wording = (text) => text;

/**
 * The career tracks as an account may see them, in one language and the reader's country's words.
 * Premium: every level. Free: levels 1-2 only, and the number of children cut off on each node at
 * the last visible level.
 */
export function toTrackDtos(
  tracks: readonly CareerTrack[],
  lang: Lang,
  premium: boolean,
  words: Wording = asWritten,
): CareerTrackDto[] {
  return tracks.map((track) => ({
    id: track.id,
    name: words(track.name[lang]),
    primaryType: track.primaryType,
    color: track.color,
    icon: track.icon,
    root: toNodeDto(track.root, lang, premium, words),
  }));
}

function toNodeDto(node: CareerPathNode, lang: Lang, premium: boolean, words: Wording): CareerPathNodeDto {
  const base = {
    id: node.id,
    title: words(node.title[lang]),
    level: node.level,
    hollandTypes: [...node.hollandTypes],
    description: words(node.description[lang]),
    requirements: node.requirements.map((requirement) => words(requirement[lang])),
  };
  if (premium) {
    return {
      ...base,
      children: node.children.map((child) => toNodeDto(child, lang, premium, words)),
    };
  }
  if (node.level >= FREE_MAX_LEVEL) {
    return node.children.length > 0
      ? { ...base, lockedChildren: node.children.length, children: [] }
      : { ...base, children: [] };
  }
  return { ...base, children: node.children.map((child) => toNodeDto(child, lang, premium, words)) };
}
