import { Router } from "express";
import type { AppDeps } from "../../app";
import { createPaymentConfigRepository, toPublicPaymentConfig } from "./payment-config.repository";

export function paymentsRouter({ db }: AppDeps): Router {
  const router = Router();
  const configRepository = createPaymentConfigRepository({ db });

  router.get("/payment/config", async (_req, res) => {
    res.set("Cache-Control", "no-cache");
    res.json(toPublicPaymentConfig(await configRepository.get()));
  });

  return router;
}
