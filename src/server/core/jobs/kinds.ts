/**
 * Job kinds one area queues and another handles, named here so neither imports the other.
 * - PLAN_PRICES_SYNC_JOB: staff saved a plan; billing brings the payment service's prices in line.
 * - REPORT_EXPORT_JOB: an admin asked for an export in Relatórios; the reports worker builds the file.
 * - ESSAY_CORRECTION_JOB: an essay was submitted (the writing room, or a day-1 simulado's hand-in);
 *   the essays worker corrects it.
 */
export const PLAN_PRICES_SYNC_JOB = "billing.sync_plan_prices";
export const REPORT_EXPORT_JOB = "reports.export";
export const ESSAY_CORRECTION_JOB = "essay_correction";
/** A simulado was handed in: re-estimate Rumo's item parameters from the answers (simulados/calibration-job.ts). */
export const SIMULADO_CALIBRATION_JOB = "simulados.calibrate";
