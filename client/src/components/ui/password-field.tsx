import Eye from "lucide-react/icons/eye";
import EyeOff from "lucide-react/icons/eye-off";
import { forwardRef, useState, type InputHTMLAttributes } from "react";
import { TextField } from "@/components/ui/text-field";

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  id: string;
  label: string;
  error?: string | undefined;
  showLabel: string;
  hideLabel: string;
}

/** A password input with a show/hide toggle (a real button, announced by its label and pressed state). */
export const PasswordField = forwardRef<HTMLInputElement, Props>(function PasswordField(
  { showLabel, hideLabel, id, ...props },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      ref={ref}
      id={id}
      type={visible ? "text" : "password"}
      {...props}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          aria-controls={id}
          className="flex h-9 w-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          data-testid={`${id}-toggle`}
        >
          {visible ? <EyeOff className="h-5 w-5" aria-hidden /> : <Eye className="h-5 w-5" aria-hidden />}
        </button>
      }
    />
  );
});
