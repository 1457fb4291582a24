ALTER TABLE "scene_node_runs" ADD COLUMN "iteration" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scene_node_runs" DROP CONSTRAINT "scene_node_runs_run_id_node_id_pk";--> statement-breakpoint
ALTER TABLE "scene_node_runs" ADD CONSTRAINT "scene_node_runs_run_id_node_id_iteration_pk" PRIMARY KEY("run_id","node_id","iteration");--> statement-breakpoint
CREATE INDEX "scene_runs_open_idx" ON "scene_runs" USING btree ("updated_at") WHERE "scene_runs"."status" in ('running', 'waiting');
