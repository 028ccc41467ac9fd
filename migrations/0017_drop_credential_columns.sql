ALTER TABLE "payment_config" DROP COLUMN "paypal_client_id";--> statement-breakpoint
ALTER TABLE "payment_config" DROP COLUMN "paypal_client_secret";--> statement-breakpoint
ALTER TABLE "payment_config" DROP COLUMN "paypal_webhook_id";--> statement-breakpoint
ALTER TABLE "payment_config" DROP COLUMN "banco_popular_merchant_id";--> statement-breakpoint
ALTER TABLE "payment_config" DROP COLUMN "banco_popular_merchant_name";--> statement-breakpoint
ALTER TABLE "payment_config" DROP COLUMN "banco_popular_secret_key";--> statement-breakpoint
ALTER TABLE "payment_config" DROP COLUMN "banco_popular_api_url";--> statement-breakpoint
ALTER TABLE "payment_config" DROP COLUMN "banco_popular_backup_url";