import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { whenSettled } from "./when-settled";

describe("whenSettled: deferred work waits for the page and the app", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = "";
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = "";
  });

  it("on a pre-rendered page, it waits for the app to take the page over, then a second more", () => {
    document.body.innerHTML = '<div id="root" data-prerendered="results"></div>';
    const task = vi.fn();
    whenSettled(task);
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
    document.getElementById("root")!.dispatchEvent(new Event("app-started"));
    vi.advanceTimersByTime(900);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("on a page the app drew itself, it runs a second after load, once", () => {
    document.body.innerHTML = '<div id="root"></div>';
    const task = vi.fn();
    whenSettled(task);
    vi.advanceTimersByTime(900);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("cancelled before it runs, it never runs", () => {
    document.body.innerHTML = '<div id="root" data-prerendered="landing"></div>';
    const task = vi.fn();
    const cancel = whenSettled(task);
    cancel();
    document.getElementById("root")!.dispatchEvent(new Event("app-started"));
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
  });
});
