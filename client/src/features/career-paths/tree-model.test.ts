import { describe, expect, it } from "vitest";
import type { CareerPathNodeDto } from "@shared/validators/career-paths";
import { expandableIds, fitsCode, initialTypes, keyAction, matchesAny, visibleNodes } from "./tree-model";

const node = (
  id: string,
  level: 1 | 2 | 3 | 4,
  children: CareerPathNodeDto[] = [],
  hollandTypes: CareerPathNodeDto["hollandTypes"] = ["R"],
): CareerPathNodeDto => ({
  id,
  title: id,
  level,
  hollandTypes,
  description: "",
  requirements: [],
  children,
});

//   root
//   ├─ a ── a1 ── a1x
//   └─ b
const tree = node("root", 1, [node("a", 2, [node("a1", 3, [node("a1x", 4)])]), node("b", 2, [], ["R", "C"])]);

describe("career tree keyboard model", () => {
  it("when only the root is expanded, then the visible nodes are the root and its children", () => {
    expect(visibleNodes(tree, new Set(["root"])).map((entry) => entry.node.id)).toEqual(["root", "a", "b"]);
    expect(expandableIds(tree)).toEqual(["root", "a", "a1"]);
  });

  it("when Down and Up are pressed, then focus moves through the visible nodes only", () => {
    const expanded = new Set(["root"]);
    expect(keyAction("ArrowDown", "root", tree, expanded)).toEqual({ kind: "focus", id: "a" });
    expect(keyAction("ArrowDown", "a", tree, expanded)).toEqual({ kind: "focus", id: "b" });
    expect(keyAction("ArrowDown", "b", tree, expanded)).toEqual({ kind: "none" });
    expect(keyAction("ArrowUp", "b", tree, expanded)).toEqual({ kind: "focus", id: "a" });
    expect(keyAction("End", "root", tree, expanded)).toEqual({ kind: "focus", id: "b" });
    expect(keyAction("Home", "b", tree, expanded)).toEqual({ kind: "focus", id: "root" });
  });

  it("when Right is pressed, then a closed node opens and an open one enters its first child", () => {
    expect(keyAction("ArrowRight", "a", tree, new Set(["root"]))).toEqual({ kind: "expand", id: "a" });
    expect(keyAction("ArrowRight", "a", tree, new Set(["root", "a"]))).toEqual({ kind: "focus", id: "a1" });
    expect(keyAction("ArrowRight", "b", tree, new Set(["root"]))).toEqual({ kind: "none" });
  });

  it("when Left is pressed, then an open node closes and a closed one goes to its parent", () => {
    expect(keyAction("ArrowLeft", "a", tree, new Set(["root", "a"]))).toEqual({ kind: "collapse", id: "a" });
    expect(keyAction("ArrowLeft", "a1", tree, new Set(["root", "a"]))).toEqual({ kind: "focus", id: "a" });
    expect(keyAction("ArrowLeft", "root", tree, new Set())).toEqual({ kind: "none" });
  });

  it("when Enter or Space is pressed, then the node is selected", () => {
    expect(keyAction("Enter", "b", tree, new Set(["root"]))).toEqual({ kind: "select", id: "b" });
    expect(keyAction(" ", "b", tree, new Set(["root"]))).toEqual({ kind: "select", id: "b" });
  });

  it("when a node's types are all in the user's code, then it fits; secondary types match on any", () => {
    expect(fitsCode(node("x", 2, [], ["R", "I"]), "RIA")).toBe(true);
    expect(fitsCode(node("x", 2, [], ["R", "C"]), "RIA")).toBe(false);
    expect(fitsCode(node("x", 2, [], ["R"]), null)).toBe(false);
    expect(matchesAny(node("x", 2, [], ["R", "C"]), ["C"])).toBe(true);
    expect(matchesAny(node("x", 2, [], ["R"]), [])).toBe(false);
  });
});

describe("where the explorer opens", () => {
  it("when the person has a Holland code, then on its first type, the others as secondary types", () => {
    expect(initialTypes("ISA")).toEqual({ primary: "I", secondary: ["S", "A"] });
    expect(initialTypes("EC")).toEqual({ primary: "E", secondary: ["C"] });
  });

  it("when there is no code yet, then on R with I", () => {
    expect(initialTypes(null)).toEqual({ primary: "R", secondary: ["I"] });
    expect(initialTypes("")).toEqual({ primary: "R", secondary: ["I"] });
  });
});
