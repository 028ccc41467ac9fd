import type { CareerPathNode, CareerTrack } from "@shared/content/types";
import type { Lang } from "@shared/i18n/lang";
import { FREE_MAX_LEVEL, type CareerPathNodeDto, type CareerTrackDto } from "@shared/validators/career-paths";

/**
 * The career tracks as an account may see them, in one language. Premium: every level. Free:
 * levels 1-2 only, and the number of children cut off on each node at the last visible level.
 */
export function toTrackDtos(tracks: readonly CareerTrack[], lang: Lang, premium: boolean): CareerTrackDto[] {
  return tracks.map((track) => ({
    id: track.id,
    name: track.name[lang],
    primaryType: track.primaryType,
    color: track.color,
    icon: track.icon,
    root: toNodeDto(track.root, lang, premium),
  }));
}

function toNodeDto(node: CareerPathNode, lang: Lang, premium: boolean): CareerPathNodeDto {
  const base = {
    id: node.id,
    title: node.title[lang],
    level: node.level,
    hollandTypes: [...node.hollandTypes],
    description: node.description[lang],
    requirements: node.requirements.map((requirement) => requirement[lang]),
  };
  if (premium) {
    return {
      ...base,
      children: node.children.map((child) => toNodeDto(child, lang, premium)),
    };
  }
  if (node.level >= FREE_MAX_LEVEL) {
    return node.children.length > 0
      ? { ...base, lockedChildren: node.children.length, children: [] }
      : { ...base, children: [] };
  }
  return { ...base, children: node.children.map((child) => toNodeDto(child, lang, premium)) };
}
