CREATE TABLE "seller_monthly_stats" (
	"seller_id" uuid NOT NULL,
	"month" text NOT NULL,
	"referrals" integer DEFAULT 0 NOT NULL,
	"conversions" integer DEFAULT 0 NOT NULL,
	"sales" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"commission" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	CONSTRAINT "seller_monthly_stats_seller_id_month_pk" PRIMARY KEY("seller_id","month")
);
--> statement-breakpoint
CREATE INDEX "access_codes_created_idx" ON "access_codes" USING btree ("created_at","code");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "referrals_date_idx" ON "referrals" USING btree ("referral_date","id");--> statement-breakpoint
CREATE INDEX "sellers_created_idx" ON "sellers" USING btree ("created_at","id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION seller_monthly_stats_add(p_seller uuid, p_date timestamptz, p_status text, p_sale numeric, p_commission numeric, p_sign integer) RETURNS void AS $$
DECLARE
	v_month text := to_char(date_trunc('month', p_date AT TIME ZONE 'America/Santo_Domingo'), 'YYYY-MM');
	v_converted boolean := p_status = 'converted';
BEGIN
	INSERT INTO seller_monthly_stats AS s (seller_id, month, referrals, conversions, sales, commission)
	VALUES (
		p_seller, v_month, p_sign,
		CASE WHEN v_converted THEN p_sign ELSE 0 END,
		CASE WHEN v_converted THEN p_sign * coalesce(p_sale, 0) ELSE 0 END,
		CASE WHEN v_converted THEN p_sign * coalesce(p_commission, 0) ELSE 0 END
	)
	ON CONFLICT (seller_id, month) DO UPDATE SET
		referrals = s.referrals + excluded.referrals,
		conversions = s.conversions + excluded.conversions,
		sales = s.sales + excluded.sales,
		commission = s.commission + excluded.commission;
	DELETE FROM seller_monthly_stats WHERE seller_id = p_seller AND month = v_month AND referrals <= 0;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION seller_monthly_stats_sync() RETURNS trigger AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		PERFORM seller_monthly_stats_add(OLD.seller_id, OLD.referral_date, OLD.status, OLD.sale_amount, OLD.commission_amount, -1);
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		PERFORM seller_monthly_stats_add(NEW.seller_id, NEW.referral_date, NEW.status, NEW.sale_amount, NEW.commission_amount, 1);
	END IF;
	RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER referrals_monthly_stats AFTER INSERT OR DELETE OR UPDATE OF seller_id, referral_date, status, sale_amount, commission_amount ON referrals FOR EACH ROW EXECUTE FUNCTION seller_monthly_stats_sync();
--> statement-breakpoint
INSERT INTO seller_monthly_stats (seller_id, month, referrals, conversions, sales, commission)
SELECT seller_id, to_char(date_trunc('month', referral_date AT TIME ZONE 'America/Santo_Domingo'), 'YYYY-MM'), count(*),
	count(*) FILTER (WHERE status = 'converted'),
	coalesce(sum(sale_amount) FILTER (WHERE status = 'converted'), 0),
	coalesce(sum(commission_amount) FILTER (WHERE status = 'converted'), 0)
FROM referrals GROUP BY 1, 2;
