import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldValues, type Resolver, type UseFormProps } from "react-hook-form";
import type { z } from "zod";

/**
 * react-hook-form validated by a zod schema from `shared/validators` (the one the server uses):
 * `TValues` are the form's field values, `TOutput` what a valid submit hands over. The resolver's
 * type is bridged here, once, instead of in every form.
 */
export function useZodForm<TValues extends FieldValues, TOutput = TValues>(
  schema: z.ZodType<TOutput>,
  options: Omit<UseFormProps<TValues, unknown, TOutput>, "resolver"> = {},
) {
  return useForm<TValues, unknown, TOutput>({
    ...options,
    resolver: zodResolver(schema as never) as unknown as Resolver<TValues, unknown, TOutput>,
  });
}
