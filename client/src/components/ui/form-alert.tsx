import AlertCircle from "lucide-react/icons/circle-exclamation-point";
import CheckCircle2 from "lucide-react/icons/circle-check";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** An inline message in a form: destructive (server error) or success; `className` places it (a margin). */
export function FormAlert({
  variant,
  title,
  children,
  testId,
  className,
}: {
  variant: "destructive" | "success";
  title?: string;
  children: ReactNode;
  testId?: string;
  className?: string;
}) {
  const Icon = variant === "destructive" ? AlertCircle : CheckCircle2;
  return (
    <div
      role={variant === "destructive" ? "alert" : "status"}
      className={cn(
        "flex gap-2 rounded-xl border p-3 text-sm",
        variant === "destructive"
          ? "border-red-300 bg-red-50 text-red-900"
          : "border-emerald-300 bg-emerald-50 text-emerald-900",
        className,
      )}
      data-testid={testId}
    >
      <Icon className="h-5 w-5 shrink-0" aria-hidden />
      <div>
        {title ? <p className="font-semibold">{title}</p> : null}
        <p>{children}</p>
      </div>
    </div>
  );
}
