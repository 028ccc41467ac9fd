import { ClipboardList, Crown, LayoutDashboard, Lock, LogIn, Sparkles } from "lucide-react";
import { useRef, useState, type ReactNode } from "react";
import { Link } from "wouter";
import { HOLLAND_TYPES, type HollandType } from "@shared/content/types";
import type { CareerPathNodeDto } from "@shared/validators/career-paths";
import { PageLoading } from "@/components/layout/page-loading";
import { PublicLayout } from "@/components/layout/public-layout";
import { Button, buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useCareerPaths } from "@/features/career-paths/api/get-career-paths";
import { CareerTree } from "@/features/career-paths/components/career-tree";
import { LEVEL_KEYS, LEVEL_STYLES } from "@/features/career-paths/components/level-styles";
import { NodeDetail } from "@/features/career-paths/components/node-detail";
import { TypePicker } from "@/features/career-paths/components/type-picker";
import { countNodes, findNode, matchesAny } from "@/features/career-paths/tree-model";
import { ApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useI18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

function HeaderLinks() {
  const { t, lang } = useI18n();
  const link =
    "inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-slate-800 hover:bg-slate-100";
  return (
    <nav aria-label={t("nav.mainNavigation")} className="flex items-center gap-1">
      <Link href={paths.dashboard} className={link} data-testid="nav-dashboard">
        <LayoutDashboard className="h-4 w-4" aria-hidden />
        <span className="sr-only sm:not-sr-only">{t("careerPaths.navDashboard")}</span>
      </Link>
      <Link href={paths.assessment(lang)} className={link} data-testid="nav-new-test">
        <ClipboardList className="h-4 w-4" aria-hidden />
        <span className="sr-only sm:not-sr-only">{t("careerPaths.navNewTest")}</span>
      </Link>
    </nav>
  );
}

export default function CareerPathsPage() {
  const { t, lang } = useI18n();
  const query = useCareerPaths(lang);
  const [primary, setPrimary] = useState<HollandType>("R");
  const [secondary, setSecondary] = useState<HollandType[]>(["I"]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const detailRef = useRef<HTMLDivElement>(null);

  useDocumentTitle(t("careerPaths.pageTitle"));

  const layout = (children: ReactNode) => <PublicLayout headerExtra={<HeaderLinks />}>{children}</PublicLayout>;

  if (query.isPending) return layout(<PageLoading label={t("careerPaths.loading")} fullHeight />);

  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 401) {
      return layout(
        <section className="mx-auto max-w-xl px-4 py-20 text-center" role="alert" data-testid="auth-required">
          <Lock className="mx-auto h-10 w-10 text-brand-700" aria-hidden />
          <h1 className="mt-4 text-2xl font-bold text-slate-900">{t("careerPaths.authTitle")}</h1>
          <p className="mt-3 text-slate-700">{t("careerPaths.authBody")}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link href={paths.userLogin} className={buttonClasses("primary", "md")}>
              <LogIn className="h-4 w-4" aria-hidden />
              {t("careerPaths.signIn")}
            </Link>
            <Link href={paths.home} className={buttonClasses("outline", "md")}>
              {t("careerPaths.backHome")}
            </Link>
          </div>
        </section>,
      );
    }
    return layout(
      <section className="mx-auto max-w-xl px-4 py-20 text-center" role="alert" data-testid="career-paths-error">
        <h1 className="text-2xl font-bold text-slate-900">{t("careerPaths.loadError")}</h1>
        <p className="mt-3 text-slate-700">{query.error.message || t("careerPaths.loadErrorBody")}</p>
        <Button className="mt-8" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t("careerPaths.retry")}
        </Button>
      </section>,
    );
  }

  const { premium, userCode, tracks } = query.data;
  const track = tracks.find((candidate) => candidate.primaryType === primary) ?? tracks[0];
  if (!track) return layout(<PageLoading label={t("careerPaths.loading")} fullHeight />);
  const selected = (selectedId ? findNode(track.root, selectedId) : undefined) ?? track.root;
  const colors = Object.fromEntries(tracks.map((candidate) => [candidate.primaryType, candidate.color])) as Partial<
    Record<HollandType, string>
  >;
  const activeSecondary = secondary.filter((type) => type !== primary);
  const secondaryMatches =
    activeSecondary.length > 0 ? countNodes(track.root, (node) => matchesAny(node, activeSecondary)) : 0;
  const codeTypes = (userCode ?? "")
    .split("")
    .filter((letter): letter is HollandType => (HOLLAND_TYPES as readonly string[]).includes(letter));

  const choosePrimary = (type: HollandType) => {
    setPrimary(type);
    setSecondary((current) => current.filter((candidate) => candidate !== type));
    setSelectedId(null);
  };
  const toggleSecondary = (type: HollandType) =>
    setSecondary((current) =>
      current.includes(type) ? current.filter((candidate) => candidate !== type) : [...current, type],
    );
  const applyMyCode = () => {
    const [first, ...rest] = codeTypes;
    if (!first) return;
    choosePrimary(first);
    setSecondary(rest);
  };
  const select = (node: CareerPathNodeDto, source: "pointer" | "keyboard") => {
    setSelectedId(node.id);
    // On narrow screens the detail sits below the tree: bring it into view after a tap.
    if (source === "pointer" && window.matchMedia("(max-width: 1023px)").matches) {
      requestAnimationFrame(() => detailRef.current?.scrollIntoView({ behavior: "smooth", block: "start" }));
    }
  };

  return layout(
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold text-slate-900">{t("careerPaths.title")}</h1>
          <p className="mt-2 max-w-3xl text-slate-700">{t("careerPaths.subtitle")}</p>
        </div>
        {premium ? (
          <span
            className="inline-flex items-center gap-1 rounded-full bg-accent-400 px-3 py-1 text-sm font-extrabold text-slate-900"
            data-testid="premium-badge"
          >
            <Crown className="h-4 w-4" aria-hidden />
            {t("careerPaths.premiumBadge")}
          </span>
        ) : null}
      </div>

      {premium ? (
        <p className="mt-4 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">{t("careerPaths.premiumActive")}</p>
      ) : (
        <aside
          className="mt-6 flex flex-col gap-3 rounded-2xl border-2 border-accent-400 bg-amber-50 p-5 sm:flex-row sm:items-center sm:justify-between"
          aria-labelledby="upgrade-title"
          data-testid="upgrade-prompt"
        >
          <div>
            <h2 id="upgrade-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
              <Sparkles className="h-5 w-5 text-amber-700" aria-hidden />
              {t("careerPaths.upgradeTitle")}
            </h2>
            <p className="mt-1 text-sm text-slate-800">{t("careerPaths.upgradeBody")}</p>
          </div>
          <Link href={paths.subscription} className={buttonClasses("primary", "md", "shrink-0")}>
            {t("careerPaths.upgradeCta")}
          </Link>
        </aside>
      )}

      <section
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
        aria-label={t("careerPaths.primaryLabel")}
      >
        <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
          {userCode ? (
            <>
              <p className="font-semibold text-slate-900" data-testid="user-code">
                {t("careerPaths.yourCode", { code: userCode })}
              </p>
              {codeTypes.length > 0 ? (
                <Button variant="secondary" size="sm" onClick={applyMyCode} data-testid="use-my-code">
                  {t("careerPaths.useMyCode")}
                </Button>
              ) : null}
            </>
          ) : (
            <p className="text-slate-700">
              {t("careerPaths.noCode")}{" "}
              <Link href={paths.assessment(lang)} className="font-semibold text-brand-700 underline">
                {t("careerPaths.takeTest")}
              </Link>
            </p>
          )}
        </div>
        <TypePicker
          primary={primary}
          secondary={activeSecondary}
          colors={colors}
          onPrimary={choosePrimary}
          onToggleSecondary={toggleSecondary}
        />
        <p className="mt-3 text-sm text-slate-700" aria-live="polite" data-testid="secondary-count">
          {activeSecondary.length > 0
            ? t("careerPaths.secondaryCount", { count: secondaryMatches })
            : t("careerPaths.secondaryNone")}
        </p>
      </section>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <section
          className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
          aria-labelledby="track-title"
        >
          <div className="flex items-center gap-3 border-b-4 pb-3" style={{ borderColor: track.color }}>
            <img src={`/activities/${track.icon}.svg`} alt="" width={40} height={40} className="h-10 w-10 shrink-0" />
            <h2 id="track-title" className="text-xl font-bold text-slate-900" data-testid="track-title">
              {track.name}
            </h2>
          </div>

          <div
            className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700"
            aria-label={t("careerPaths.legend")}
            role="group"
          >
            {([1, 2, 3, 4] as const).map((level) => (
              <span key={level} className="inline-flex items-center gap-1">
                <span className={cn("h-3 w-3 rounded-sm", LEVEL_STYLES[level].swatch)} aria-hidden />
                {t("careerPaths.level", { level })}: {t(LEVEL_KEYS[level])}
                {!premium && level > 2 ? <Lock className="h-3 w-3" aria-label={t("careerPaths.premiumBadge")} /> : null}
              </span>
            ))}
            {userCode ? (
              <span className="basis-full text-slate-700">★ {t("careerPaths.fitsLegend", { code: userCode })}</span>
            ) : null}
          </div>

          <div className="mt-4">
            <CareerTree
              key={track.id}
              track={track}
              userCode={userCode}
              primary={primary}
              secondary={activeSecondary}
              selectedId={selected.id}
              onSelect={select}
            />
          </div>
        </section>

        <div ref={detailRef} className="min-w-0 scroll-mt-20 lg:sticky lg:top-20 lg:self-start">
          <p className="sr-only" aria-live="polite">
            {t("careerPaths.selected", { title: selected.title })}
          </p>
          <NodeDetail node={selected} premium={premium} userCode={userCode} upgradeHref={paths.subscription} />
        </div>
      </div>
    </div>,
  );
}
