import render, { type RenderTask } from "../render.worker";

/**
 * The app's render worker with two faults a test can ask for by the person's name: "Falla …" makes
 * the PDF render throw, "Lenta …" makes it take a second and a half first. Everything else is drawn
 * by the real worker.
 */
export default async function renderWithFaults(task: RenderTask): Promise<Uint8Array> {
  if (task.kind === "report-pdf" && task.assessment.fullName.startsWith("Falla"))
    throw new Error("the PDF could not be drawn");
  if (task.kind === "report-pdf" && task.assessment.fullName.startsWith("Lenta"))
    await new Promise((resolve) => setTimeout(resolve, 1500));
  return render(task);
}
