import { useCallback, useEffect } from "react";
import { PublicLayout } from "@/components/layout/public-layout";
import { savedTestStage } from "@/features/assessment/progress";
import { FeaturesSection } from "@/features/landing/components/features-section";
import { HeroSection } from "@/features/landing/components/hero-section";
import { MethodSection } from "@/features/landing/components/method-section";
import { PaymentsSection } from "@/features/landing/components/payments-section";
import { PricingSection } from "@/features/landing/components/pricing-section";
import { StatsSection } from "@/features/landing/components/stats-section";
import { StepsSection } from "@/features/landing/components/steps-section";
import { wayBackOf } from "@/features/landing/way-back-targets";
import { useI18n } from "@/lib/i18n";

export default function LandingPage() {
  const { t, lang } = useI18n();
  const readWayBack = useCallback(() => wayBackOf(lang, savedTestStage()), [lang]);
  // The tab's title follows the language toggle (the HTML arrives with the request's language).
  // Not useDocumentTitle: "meta.title" already names the product ("QuéEstudiar · …").
  useEffect(() => {
    document.title = t("meta.title");
  }, [t]);
  return (
    <PublicLayout>
      <HeroSection readWayBack={readWayBack} />
      <FeaturesSection />
      <StepsSection />
      <PricingSection />
      <StatsSection />
      <PaymentsSection />
      <MethodSection />
    </PublicLayout>
  );
}
