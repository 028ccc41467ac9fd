import type { SimpleIcon } from "simple-icons";
import { cn } from "@/lib/cn";

/**
 * A payment brand's own mark (from simple-icons: the official paths and colours), where a buyer decides whether to
 * trust the page: the method cards, the checkout, the gift form. Decorative: the text beside it names the brand.
 */
export function BrandMark({ icon, className }: { icon: SimpleIcon; className?: string }) {
  return (
    <svg
      aria-hidden
      focusable="false"
      viewBox="0 0 24 24"
      className={cn("h-6 w-6 shrink-0", className)}
      fill={`#${icon.hex}`}
      data-brand={icon.slug}
    >
      <path d={icon.path} />
    </svg>
  );
}

/** The marks of one way of paying, in a row. */
export function BrandMarks({ icons, className }: { icons: readonly SimpleIcon[]; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2", className)}>
      {icons.map((icon) => (
        <BrandMark key={icon.slug} icon={icon} />
      ))}
    </span>
  );
}
