import { forwardRef, type ComponentProps, type ReactNode } from "react";
import { TextField } from "@/components/ui/text-field";
import { cn } from "@/lib/cn";

type TextFieldProps = ComponentProps<typeof TextField>;

/** A TextField with an optional hint under it, tied to the input by aria-describedby. */
export const HintedField = forwardRef<HTMLInputElement, TextFieldProps & { hint?: ReactNode; id: string }>(
  function HintedField({ hint, id, error, className, ...props }, ref) {
    const describedBy =
      [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
    return (
      <div className={className}>
        <TextField ref={ref} id={id} error={error} aria-describedby={describedBy} {...props} />
        {hint ? (
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
    );
  },
);

/** An on/off switch: a real button with role="switch", labelled by its label element. */
export function SwitchField({
  id,
  label,
  hint,
  checked,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  checked: boolean;
  onChange(next: boolean): void;
  disabled?: boolean;
}) {
  return (
    <div
      className={cn(
        "flex items-start justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4",
        disabled && "bg-slate-50",
      )}
    >
      <div className="min-w-0">
        <label htmlFor={id} className={cn("block font-semibold text-slate-900", disabled && "text-slate-500")}>
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        data-testid={`switch-${id}`}
        className={cn(
          "relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50",
          checked ? "bg-brand-700" : "bg-slate-300",
        )}
      >
        <span
          className={cn(
            "inline-block h-5 w-5 rounded-full bg-white shadow transition-transform",
            checked ? "translate-x-6" : "translate-x-1",
          )}
          aria-hidden
        />
      </button>
    </div>
  );
}

/** A section card inside a tab. */
export function Section({
  title,
  children,
  className,
  description,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  description?: ReactNode;
}) {
  return (
    <section className={cn("rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6", className)}>
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A small coloured pill. */
export function Badge({
  tone,
  children,
  testId,
}: {
  tone: "green" | "slate" | "amber" | "red" | "blue";
  children: ReactNode;
  testId?: string;
}) {
  const tones = {
    green: "bg-emerald-100 text-emerald-900",
    slate: "bg-slate-200 text-slate-800",
    amber: "bg-amber-100 text-amber-950",
    red: "bg-red-100 text-red-900",
    blue: "bg-sky-100 text-sky-900",
  };
  return (
    <span
      className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold", tones[tone])}
      data-testid={testId}
    >
      {children}
    </span>
  );
}
