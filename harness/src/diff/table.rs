//! The one-screen summary printed by `harness diff`: one row per stage, one
//! column per pair; each cell aggregates every case.

use std::fmt::Write as _;

use super::compare::Comparison;
use super::{DiffReport, Status};

#[derive(Default, Clone)]
struct Cell {
    pass: usize,
    fail: usize,
    unavailable: usize,
    unrecorded: usize,
    documented: usize,
    worst_rel: Option<f64>,
    exact: bool,
}

impl Cell {
    fn render(&self) -> String {
        let compared = self.pass + self.fail + self.documented;
        if compared == 0 {
            return if self.unavailable > 0 {
                "not produced".into()
            } else if self.unrecorded > 0 {
                "not recorded".into()
            } else {
                "n/a".into()
            };
        }
        let verdict = if self.fail > 0 {
            "FAIL"
        } else if self.documented > 0 {
            "KNOWN-DIFF"
        } else {
            "PASS"
        };
        let metric = match self.worst_rel {
            Some(r) => format!(" {r:.1e}"),
            None if self.exact => " exact".into(),
            None => String::new(),
        };
        format!("{verdict} {}/{compared}{metric}", self.pass)
    }
}

pub fn render(report: &DiffReport) -> String {
    let mut out = String::new();
    let Some(first) = report.cases.first() else { return "no cases\n".into() };
    let pairs: Vec<String> = first.pairs.iter().map(|p| p.pair.clone()).collect();
    let width = 22;
    write!(out, "{:16}", "stage").unwrap();
    for p in &pairs {
        write!(out, " {p:width$}").unwrap();
    }
    out.push('\n');
    for (si, stage) in report.stages.iter().enumerate() {
        write!(out, "{:16}", stage.name()).unwrap();
        for (pi, _) in pairs.iter().enumerate() {
            let mut cell = Cell::default();
            for case in &report.cases {
                let s = &case.pairs[pi].stages[si];
                match s.status {
                    Status::Pass => cell.pass += 1,
                    Status::Fail => cell.fail += 1,
                    Status::NotAvailable => cell.unavailable += 1,
                    Status::NotRecorded => cell.unrecorded += 1,
                    Status::NotApplicable => {}
                    Status::Documented => cell.documented += 1,
                }
                for t in &s.tensors {
                    match &t.comparison {
                        Some(Comparison::Float(m)) => {
                            let r = if m.max_rel.is_nan() { f64::INFINITY } else { m.max_rel };
                            cell.worst_rel = Some(cell.worst_rel.map_or(r, |w: f64| w.max(r)));
                        }
                        Some(Comparison::Exact(_)) => cell.exact = true,
                        _ => {}
                    }
                }
            }
            write!(out, " {:width$}", cell.render()).unwrap();
        }
        out.push('\n');
    }
    out.push_str("(cells: verdict, cases passed/compared, worst max-abs error relative to the reference's scale; KNOWN-DIFF: a divergence of an outside reference documented by the case)\n");
    // The first documented stage of each pair, with the case's reason.
    let mut documented = Vec::new();
    for case in &report.cases {
        for p in &case.pairs {
            if let Some(s) = p.stages.iter().find(|s| s.status == Status::Documented) {
                documented.push(format!(
                    "  {:22} {:14} from {}: {}",
                    case.case,
                    p.pair,
                    s.stage,
                    s.reason.as_deref().unwrap_or("")
                ));
            }
        }
    }
    if !documented.is_empty() {
        out.push_str("\ndocumented reference divergences (not failures):\n");
        for line in documented {
            writeln!(out, "{line}").unwrap();
        }
    }
    let mut any = false;
    for case in &report.cases {
        for p in &case.pairs {
            if let Some(d) = &p.first_divergence {
                if !any {
                    out.push_str("\nfirst divergences:\n");
                    any = true;
                }
                writeln!(out, "  {:22} {:14} {} `{}`: {}", case.case, p.pair, d.stage, d.tensor, d.detail).unwrap();
            }
        }
    }
    let verdict = if report.failed() { "FAIL" } else { "PASS" };
    writeln!(out, "\n{verdict}: {} case(s), precision {:?}", report.cases.len(), report.precision).unwrap();
    out
}
