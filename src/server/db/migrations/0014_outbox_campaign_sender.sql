ALTER TABLE "email_outbox" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "sent_by_id" integer;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_campaign_idx" ON "email_outbox" USING btree ("campaign_id","id");--> statement-breakpoint
CREATE INDEX "email_outbox_sent_by_idx" ON "email_outbox" USING btree ("sent_by_id");