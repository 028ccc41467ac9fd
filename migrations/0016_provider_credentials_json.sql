ALTER TABLE "payment_config" ADD COLUMN "credentials" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Each provider's credentials move, unchanged, into the JSON under its id (the columns go in 0017).
UPDATE "payment_config" SET "credentials" = jsonb_build_object(
  'paypal', jsonb_build_object(
    'clientId', "paypal_client_id",
    'clientSecret', "paypal_client_secret",
    'webhookId', "paypal_webhook_id"
  ),
  'card', jsonb_build_object(
    'merchantId', "banco_popular_merchant_id",
    'merchantName', "banco_popular_merchant_name",
    'secretKey', "banco_popular_secret_key",
    'pageUrl', "banco_popular_api_url",
    'backupUrl', "banco_popular_backup_url"
  )
);
