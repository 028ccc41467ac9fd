import UserRound from "lucide-react/icons/user-round";
import { COUNTRY_NAMES, type CountryCode } from "@shared/i18n/countries";
import type { UserDto } from "@shared/validators/auth";
import { useI18n } from "@/lib/i18n";

/** The account's name, email and country. */
export function AccountInfo({ user }: { user: UserDto }) {
  const { t, lang } = useI18n();
  const country = user.country
    ? (COUNTRY_NAMES[user.country as CountryCode]?.[lang] ?? user.country)
    : t("acct.ud.notSpecified");
  return (
    <section
      aria-labelledby="account-info"
      className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      data-testid="account-info"
    >
      <h2 id="account-info" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <UserRound className="h-5 w-5 text-brand-700" aria-hidden />
        {t("acct.ud.accountInfo")}
      </h2>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-semibold text-slate-600">{t("acct.ud.name")}</dt>
          <dd className="text-slate-900" data-testid="account-name">
            {user.name}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="font-semibold text-slate-600">{t("acct.ud.email")}</dt>
          <dd className="break-words text-slate-900">
            <span data-testid="account-email">{user.email}</span>{" "}
            <span
              className={
                user.emailVerified
                  ? "rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900"
                  : "rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950"
              }
              data-testid="account-email-status"
            >
              {user.emailVerified ? t("verify.statusVerified") : t("verify.statusUnverified")}
            </span>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">{t("acct.ud.country")}</dt>
          <dd className="text-slate-900" data-testid="account-country">
            {country}
          </dd>
        </div>
      </dl>
    </section>
  );
}
