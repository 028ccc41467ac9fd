import { createPaymentsRepository } from "../payments/payments.repository";

export const pendingPayments = createPaymentsRepository;
