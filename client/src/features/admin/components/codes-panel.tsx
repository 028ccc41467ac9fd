import type { FormEvent, ReactNode } from "react";
import { createPortal } from "react-dom";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";
import { Section } from "./fields";

/**
 * A form outside the config <form> in the DOM, which inputs elsewhere join by their `form`
 * attribute, so Enter in them never saves the config. React still bubbles its submit through the
 * component tree, so it stops here.
 */
export function DetachedForm({ id, onSubmit }: { id: string; onSubmit(): void }) {
  return createPortal(
    <form
      id={id}
      noValidate
      hidden
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        event.stopPropagation();
        onSubmit();
      }}
    />,
    document.body,
  );
}

/** The create form's submit button, its label changed while creating. */
export function CreateButton({
  formId,
  pending,
  label,
  pendingLabel,
  className,
  testId,
}: {
  formId: string;
  pending: boolean;
  label: string;
  pendingLabel: string;
  className: string;
  testId: string;
}) {
  return (
    <Button type="submit" form={formId} className={className} disabled={pending} data-testid={testId}>
      {pending ? pendingLabel : label}
    </Button>
  );
}

/**
 * A panel of codes (promo codes, access codes): the create form, whose inputs belong to a
 * {@link DetachedForm}, the error of the latest create, and the list with its loading, error and
 * empty states.
 */
export function CodesPanel<D>({
  title,
  description,
  formId,
  onCreate,
  error,
  createForm,
  codes,
  isEmpty,
  empty,
  renderList,
}: {
  title: string;
  description: string;
  formId: string;
  onCreate(): void;
  error: string | null;
  createForm: ReactNode;
  codes: { isPending: boolean; isError: boolean; error: { message: string } | null; data: D | undefined };
  isEmpty(data: D): boolean;
  empty: { text: string; testId?: string };
  renderList(data: D): ReactNode;
}) {
  const { t } = useI18n();
  return (
    <Section title={title} description={description}>
      {createForm}
      <DetachedForm id={formId} onSubmit={onCreate} />
      {error ? (
        <p role="alert" className="mt-3 rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      ) : null}

      <div className="mt-6">
        {codes.isPending ? (
          <p className="text-sm text-slate-600" role="status">
            {t("app.loading")}
          </p>
        ) : codes.isError ? (
          <p className="text-sm text-red-700" role="alert">
            {codes.error?.message}
          </p>
        ) : codes.data === undefined ? null : isEmpty(codes.data) ? (
          <p className="text-sm text-slate-600" data-testid={empty.testId}>
            {empty.text}
          </p>
        ) : (
          renderList(codes.data)
        )}
      </div>
    </Section>
  );
}
