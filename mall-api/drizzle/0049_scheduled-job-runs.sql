-- Issue 27: scheduled work (purge, order-hold release, monthly re-grade) runs once per fleet. A run of a
-- job for a time slot is claimed by inserting its row; heartbeats let another instance take over a run
-- whose server died.
CREATE TABLE IF NOT EXISTS "scheduled_job_runs" (
	"job" text NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"instance" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"error" text,
	"result" jsonb,
	CONSTRAINT "scheduled_job_runs_pk" PRIMARY KEY("job","slot")
);
