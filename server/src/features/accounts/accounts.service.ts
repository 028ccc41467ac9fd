import { HOLLAND_TYPE_INFO } from "@shared/content/holland-types";
import type { Lang } from "@shared/i18n/lang";
import type { Assessment, Payment } from "@shared/schema/index";
import type {
  DashboardPageDto,
  PaymentHistoryItemDto,
  RetakeStatusDto,
  RetakeTestDto,
  UserAssessmentDto,
  UserPaymentStatus,
} from "@shared/validators/accounts";
import type { PageDto, PageQuery } from "@shared/validators/pagination";
import { shownProfile } from "../assessment/preview.model";
import { resultOf } from "../assessment/scoring.model";
import { canRetake, retakeAvailableAt, typeChanges } from "../assessment/retake.model";
import { topCareerName, type TopCareerCache } from "../careers/guidance.service";
import { toPage } from "../../lib/pagination";
import type { AssessmentService } from "../assessment/assessment.service";
import type { PaymentsService } from "../payments/payments.service";
import { publicPaymentMethod } from "../payments/payment-providers.registry";

/**
 * The payment status shown for an assessment: the latest payment's, except that a paid
 * assessment shows the payment that paid it (a later abandoned attempt does not hide it);
 * "none" when nobody has tried to pay yet. `payments` are newest first.
 */
export function paymentStatusOf(assessment: Assessment, payments: Payment[]): UserPaymentStatus {
  const own = payments.filter((payment) => payment.assessmentId === assessment.id);
  if (assessment.isPaid) {
    const completed = own.find((payment) => payment.status === "completed");
    if (completed) return "completed";
  }
  return own[0]?.status ?? "none";
}

export interface AccountsServiceDeps {
  /** The account's own tests, read through the feature that owns them. */
  assessments: Pick<AssessmentService, "pageOfUser" | "latestTwoRealOf" | "countsOfUser" | "idsOfUser">;
  /** The account's payments, read through the payments feature. */
  payments: Pick<PaymentsService, "ofAssessments" | "pageOfUserOrAssessments">;
  /** The best-matching career per profile, kept across requests. */
  topCareers: TopCareerCache;
}

/** What a signed-in person reads of their own tests and payments. */
export function createAccountsService({ assessments, payments: paymentsFeature, topCareers }: AccountsServiceDeps) {
  return {
    /** GET /api/user/assessments: one page, newest first. */
    async listUserAssessments(userId: string, lang: Lang, query: PageQuery): Promise<PageDto<UserAssessmentDto>> {
      const page = toPage(await assessments.pageOfUser(userId, query), query);
      const payments = await paymentsFeature.ofAssessments(page.items.map((row) => row.id));
      return {
        ...page,
        items: page.items.map((assessment) => {
          return {
            id: assessment.id,
            // an unpaid test shows the preview's code, as on its results page
            riasecProfile: shownProfile(resultOf(assessment), assessment.isPaid).hollandCode,
            topCareer: topCareerName(assessment, lang, topCareers),
            completedAt: assessment.completedAt.toISOString(),
            paymentStatus: paymentStatusOf(assessment, payments),
            reportAvailable: assessment.isPaid,
            practice: assessment.practice,
          };
        }),
      };
    },

    /** GET /api/user/payment-history: one page, newest first. */
    async listPaymentHistory(userId: string, query: PageQuery): Promise<PageDto<PaymentHistoryItemDto>> {
      return toPage(
        await paymentsFeature.pageOfUserOrAssessments(userId, await assessments.idsOfUser(userId), query),
        query,
        (rows) =>
          // a counsellor's packs are not among them (the query leaves them out): every row is a test's report
          rows.flatMap(({ assessmentId, ...payment }) =>
            assessmentId === null
              ? []
              : [
                  {
                    id: payment.id,
                    status: payment.status,
                    amount: payment.amount,
                    currency: payment.currency,
                    method: publicPaymentMethod(payment.provider),
                    createdAt: payment.createdAt.toISOString(),
                    reportDelivered: payment.reportDelivered,
                    assessmentId,
                    refundedAmount: payment.refundedAmount,
                    refundedAt: payment.refundedAt?.toISOString() ?? null,
                    promoCode: payment.promoCode,
                  },
                ],
          ),
      );
    },

    /** GET /api/dashboard: one page, newest first. */
    async listDashboard(userId: string, lang: Lang, query: PageQuery): Promise<DashboardPageDto> {
      const counts = await assessments.countsOfUser(userId);
      const page = toPage(await assessments.pageOfUser(userId, query), query, (rows) =>
        rows.map((assessment) => {
          const result = resultOf(assessment);
          return {
            id: assessment.id,
            fullName: assessment.fullName,
            isPaid: assessment.isPaid,
            practice: assessment.practice,
            completedAt: assessment.completedAt.toISOString(),
            createdAt: assessment.createdAt.toISOString(),
            results: {
              hollandCode: shownProfile(result, assessment.isPaid).hollandCode,
              primaryTypeName: HOLLAND_TYPE_INFO[result.primaryType].name[lang],
            },
          };
        }),
      );
      return { ...page, counts };
    },

    /** GET /api/user/retake: whether the user may take the test again now (or when), and their last two tests compared. */
    async retakeStatus(userId: string, now: Date): Promise<RetakeStatusDto> {
      const [latest, previous] = await assessments.latestTwoRealOf(userId);
      // An unpaid test is compared as its preview shows it: two types, their scores, two letters.
      const test = (assessment: Assessment): RetakeTestDto => {
        const shown = shownProfile(resultOf(assessment), assessment.isPaid);
        return {
          id: assessment.id,
          hollandCode: shown.hollandCode,
          completedAt: assessment.completedAt.toISOString(),
          scores: shown.scores,
          isPaid: assessment.isPaid,
        };
      };
      const [latestShown, previousShown] = [latest && test(latest), previous && test(previous)];
      return {
        canRetakeNow: canRetake(latest?.createdAt, now),
        canRetakeAt: latest ? retakeAvailableAt(latest.createdAt).toISOString() : null,
        latest: latestShown ?? null,
        previous: previousShown ?? null,
        changes:
          latest && previous && latestShown && previousShown
            ? typeChanges(previous.scores, latest.scores).filter(
                (change) => change.type in latestShown.scores && change.type in previousShown.scores,
              )
            : [],
      };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
