//! The self-contained HTML report: no scripts, fonts or external resources;
//! charts and heatmaps are inline SVG.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use crate::diff::compare::Comparison;
use crate::diff::tolerance::Rule;
use crate::diff::{DiffReport, Heatmap, PairResult, Status};

fn esc(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

const STYLE: &str = "body{font-family:system-ui,sans-serif;margin:24px;color:#222}table{border-collapse:collapse;margin:8px 0}\
td,th{border:1px solid #ccc;padding:3px 8px;font-size:13px;text-align:left}th{background:#f3f3f3}\
.pass{background:#e3f6e3}.fail{background:#fbdada;font-weight:bold}.na{color:#888}.mono{font-family:monospace}\
h1{margin-bottom:4px}.verdict-pass{color:#17761b}.verdict-fail{color:#b3161b}svg{background:#fff;border:1px solid #ddd;margin:4px}";

pub fn render(report: &DiffReport) -> anyhow::Result<String> {
    let mut h = String::new();
    let verdict = if report.failed() { ("FAIL", "verdict-fail") } else { ("PASS", "verdict-pass") };
    write!(h, "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>harness diff: {}</title><style>{STYLE}</style></head><body>", verdict.0)?;
    write!(
        h,
        "<h1>Stage-by-stage divergence report: <span class=\"{}\">{}</span></h1><p>{} case(s), engine precision {:?}. \
         A cell passes when max |candidate - reference| &le; atol + rtol &middot; max |reference| (integer stages: exact).</p>",
        verdict.1,
        verdict.0,
        report.cases.len(),
        report.precision
    )?;
    summary(&mut h, report)?;
    room(&mut h, report)?;
    divergences(&mut h, report)?;
    documented(&mut h, report)?;
    depth_charts(&mut h, report)?;
    heatmaps(&mut h, report)?;
    tokens(&mut h, report)?;
    provenance(&mut h, report)?;
    h.push_str("</body></html>\n");
    Ok(h)
}

fn pair_labels(report: &DiffReport) -> Vec<String> {
    report.cases.first().map(|c| c.pairs.iter().map(|p| p.pair.clone()).collect()).unwrap_or_default()
}

fn summary(h: &mut String, report: &DiffReport) -> anyhow::Result<()> {
    h.push_str("<h2 id=\"summary\">Summary</h2><table><tr><th>stage</th>");
    let pairs = pair_labels(report);
    for p in &pairs {
        write!(h, "<th>{}</th>", esc(p))?;
    }
    h.push_str("</tr>");
    for (si, stage) in report.stages.iter().enumerate() {
        write!(h, "<tr><td class=\"mono\">{stage}</td>")?;
        for pi in 0..pairs.len() {
            let (mut pass, mut fail, mut na, mut unrecorded, mut documented, mut worst) = (0, 0, 0, 0, 0, None::<f64>);
            for case in &report.cases {
                let s = &case.pairs[pi].stages[si];
                match s.status {
                    Status::Pass => pass += 1,
                    Status::Fail => fail += 1,
                    Status::NotAvailable => na += 1,
                    Status::NotRecorded => unrecorded += 1,
                    Status::NotApplicable => {}
                    Status::Documented => documented += 1,
                }
                for t in &s.tensors {
                    if let Some(Comparison::Float(m)) = &t.comparison {
                        worst = Some(worst.map_or(m.max_rel, |w: f64| w.max(m.max_rel)));
                    }
                }
            }
            let (class, text) = if fail > 0 {
                ("fail", format!("FAIL {pass}/{}", pass + fail + documented))
            } else if documented > 0 {
                ("na", format!("KNOWN-DIFF {pass}/{}", pass + documented))
            } else if pass > 0 {
                ("pass", format!("PASS {pass}/{pass}"))
            } else if na > 0 {
                ("na", "not produced".to_string())
            } else if unrecorded > 0 {
                ("na", "not recorded".to_string())
            } else {
                ("na", "n/a".to_string())
            };
            let metric = worst.map(|w| format!(" &middot; {w:.1e}")).unwrap_or_default();
            write!(h, "<td class=\"{class}\">{text}{metric}</td>")?;
        }
        h.push_str("</tr>");
    }
    h.push_str("</table><p>Cells: verdict, cases passed/compared, worst error relative to the reference's scale.</p>");
    Ok(())
}

/// Per pair and stage, the worst error beside its bound: on a passing
/// run, how far a bug would have to move the stage to be caught.
fn room(h: &mut String, report: &DiffReport) -> anyhow::Result<()> {
    let stages = report.spread.stages();
    if stages.is_empty() {
        return Ok(());
    }
    h.push_str(
        "<h2 id=\"room\">Room under the bounds</h2><p>Per pair and stage, the tensor nearest its bound over all cases: \
         its error and bound (relative to the reference's scale) and how many times the error fits under the bound. \
         On a healthy run this is the room a bug has to hide in.</p>\
         <table><tr><th>pair</th><th>stage</th><th>worst error</th><th>bound</th><th>room</th><th>tensor, case</th></tr>",
    );
    for w in &stages {
        let class = if w.error <= w.bound { "pass" } else { "fail" };
        let room = match w.room() {
            r if r.is_finite() => format!("{r:.1}x"),
            _ => "exact".into(),
        };
        write!(
            h,
            "<tr><td>{}</td><td class=\"mono\">{}</td><td class=\"{class}\">{:.2e}</td><td>{:.2e}</td><td>{room}</td><td class=\"mono\">{} &middot; {}</td></tr>",
            esc(&w.pair),
            w.stage,
            w.error,
            w.bound,
            esc(&w.tensor),
            esc(&w.case)
        )?;
    }
    h.push_str("</table>");
    Ok(())
}

fn divergences(h: &mut String, report: &DiffReport) -> anyhow::Result<()> {
    h.push_str("<h2 id=\"divergences\">First divergences</h2>");
    let rows: Vec<(&str, &PairResult)> = report
        .cases
        .iter()
        .flat_map(|c| c.pairs.iter().filter(|p| p.first_divergence.is_some()).map(move |p| (c.case.as_str(), p)))
        .collect();
    if rows.is_empty() {
        h.push_str("<p>None: every compared stage is within tolerance.</p>");
        return Ok(());
    }
    h.push_str("<table><tr><th>case</th><th>pair</th><th>stage</th><th>tensor</th><th>where</th></tr>");
    for (case, p) in rows {
        let d = p.first_divergence.as_ref().expect("filtered");
        write!(h, "<tr class=\"fail\"><td>{}</td><td>{}</td><td>{}</td><td class=\"mono\">{}</td><td class=\"mono\">{}</td></tr>", esc(case), esc(&p.pair), d.stage, esc(&d.tensor), esc(&d.detail))?;
    }
    h.push_str("</table>");
    Ok(())
}

/// Stages out of tolerance because an outside reference is documented (by
/// its case) to compute something else, with the case's reason.
fn documented(h: &mut String, report: &DiffReport) -> anyhow::Result<()> {
    let rows: Vec<(&str, &str, &crate::diff::StageResult)> = report
        .cases
        .iter()
        .flat_map(|c| {
            c.pairs.iter().flat_map(move |p| {
                p.stages
                    .iter()
                    .filter(|s| s.status == Status::Documented)
                    .map(move |s| (c.case.as_str(), p.pair.as_str(), s))
            })
        })
        .collect();
    if rows.is_empty() {
        return Ok(());
    }
    h.push_str("<h2>Documented reference divergences</h2><p>Not failures: the case documents that this outside reference computes something else.</p>");
    h.push_str("<table><tr><th>case</th><th>pair</th><th>stage</th><th>why, and where</th></tr>");
    for (case, pair, s) in rows {
        write!(
            h,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td class=\"mono\">{}</td></tr>",
            esc(case),
            esc(pair),
            s.stage,
            esc(s.reason.as_deref().unwrap_or(""))
        )?;
    }
    h.push_str("</table>");
    Ok(())
}

/// Worst relative error per depth index for tensors named `prefix.N...`,
/// over all cases, per pair; with the tolerance's relative bound.
fn depth_series(report: &DiffReport, prefix: &str) -> BTreeMap<String, BTreeMap<usize, (f64, f64)>> {
    let mut out: BTreeMap<String, BTreeMap<usize, (f64, f64)>> = BTreeMap::new();
    for case in &report.cases {
        for p in &case.pairs {
            for s in &p.stages {
                for t in &s.tensors {
                    let mut parts = t.name.split('.');
                    if parts.next() != Some(prefix) {
                        continue;
                    }
                    let Some(d) = parts.next().and_then(|x| x.parse::<usize>().ok()) else { continue };
                    if let (Some(Comparison::Float(m)), Rule::Within(tol)) = (&t.comparison, &t.rule) {
                        let bound = tol.bound(m.ref_max_abs) / m.ref_max_abs.max(f64::MIN_POSITIVE);
                        let e = out.entry(p.pair.clone()).or_default().entry(d).or_insert((0.0, bound));
                        e.0 = e.0.max(m.max_rel);
                        e.1 = e.1.min(bound);
                    }
                }
            }
        }
    }
    out
}

const COLORS: [&str; 6] = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b"];

fn depth_charts(h: &mut String, report: &DiffReport) -> anyhow::Result<()> {
    h.push_str("<h2>Error across depth</h2><p>Worst max-abs error relative to the reference's scale over all cases (log scale); dashed: the tolerance.</p>");
    for (prefix, title) in
        [("vision_block", "vision blocks"), ("kv", "KV cache per layer"), ("decode_logits", "greedy decode steps")]
    {
        let series = depth_series(report, prefix);
        if series.is_empty() {
            continue;
        }
        let (w, hgt, pad) = (520.0, 220.0, 40.0);
        let max_d = series.values().flat_map(|m| m.keys()).max().copied().unwrap_or(0).max(1) as f64;
        let (lo, hi) = (-9.0f64, 0.0f64);
        let x = |d: usize| pad + (w - 2.0 * pad) * d as f64 / max_d;
        let y = |v: f64| {
            let l = v.max(1e-12).log10().clamp(lo, hi);
            hgt - pad + (hgt - 2.0 * pad) * (lo - l) / (hi - lo)
        };
        write!(h, "<svg width=\"{w}\" height=\"{hgt}\" xmlns=\"http://www.w3.org/2000/svg\"><text x=\"{pad}\" y=\"16\" font-size=\"13\">{title}</text>")?;
        for e in (lo as i32..=hi as i32).step_by(3) {
            let yy = y(10f64.powi(e));
            write!(h, "<line x1=\"{pad}\" x2=\"{}\" y1=\"{yy:.1}\" y2=\"{yy:.1}\" stroke=\"#eee\"/><text x=\"2\" y=\"{:.1}\" font-size=\"10\">1e{e}</text>", w - pad, yy + 3.0)?;
        }
        for (i, (pair, pts)) in series.iter().enumerate() {
            let c = COLORS[i % COLORS.len()];
            let line: Vec<String> = pts.iter().map(|(d, (e, _))| format!("{:.1},{:.1}", x(*d), y(*e))).collect();
            let tol: Vec<String> = pts.iter().map(|(d, (_, b))| format!("{:.1},{:.1}", x(*d), y(*b))).collect();
            write!(h, "<polyline fill=\"none\" stroke=\"{c}\" stroke-width=\"2\" points=\"{}\"/>", line.join(" "))?;
            write!(
                h,
                "<polyline fill=\"none\" stroke=\"{c}\" stroke-dasharray=\"4 3\" points=\"{}\"/>",
                tol.join(" ")
            )?;
            for (d, (e, _)) in pts {
                write!(h, "<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"3\" fill=\"{c}\"><title>{} {prefix}.{d}: {e:.2e}</title></circle>", x(*d), y(*e), esc(pair))?;
            }
            write!(
                h,
                "<text x=\"{}\" y=\"{}\" font-size=\"11\" fill=\"{c}\">{}</text>",
                w - pad - 110.0,
                30.0 + 13.0 * i as f64,
                esc(pair)
            )?;
        }
        for d in 0..=max_d as usize {
            write!(h, "<text x=\"{:.1}\" y=\"{}\" font-size=\"10\">{d}</text>", x(d) - 3.0, hgt - pad + 14.0)?;
        }
        h.push_str("</svg>");
    }
    Ok(())
}

fn heatmap_svg(h: &mut String, m: &Heatmap, title: &str) -> anyhow::Result<()> {
    let cell = 10.0;
    let max = m.cells.iter().copied().filter(|v| v.is_finite()).fold(0f32, f32::max).max(f32::MIN_POSITIVE);
    let (w, hh) = (m.cols as f64 * cell + 20.0, m.rows as f64 * cell + 40.0);
    write!(h, "<p>{}</p><svg width=\"{w}\" height=\"{hh}\" xmlns=\"http://www.w3.org/2000/svg\">", esc(title))?;
    for r in 0..m.rows {
        for c in 0..m.cols {
            let v = m.cells[r * m.cols + c];
            let t = if v.is_finite() { (v / max).clamp(0.0, 1.0) } else { 1.0 };
            let (red, green, blue) = (255.0, 255.0 * (1.0 - t), 255.0 * (1.0 - t));
            write!(
                h,
                "<rect x=\"{:.0}\" y=\"{:.0}\" width=\"{cell}\" height=\"{cell}\" fill=\"rgb({red:.0},{green:.0},{blue:.0})\"><title>rows {}.., cols {}..: {v:.3e}</title></rect>",
                10.0 + c as f64 * cell,
                24.0 + r as f64 * cell,
                r * m.row_step,
                c * m.col_step
            )?;
        }
    }
    h.push_str("</svg>");
    Ok(())
}

fn heatmaps(h: &mut String, report: &DiffReport) -> anyhow::Result<()> {
    h.push_str("<h2>Heatmap of the first failing tensor</h2>");
    let mut any = false;
    for case in &report.cases {
        for p in &case.pairs {
            if let Some(m) = &p.heatmap {
                any = true;
                let title = format!(
                    "{} {}: |diff| of {} {:?} (cell = {}x{} values, white 0, red {:.2e})",
                    case.case,
                    p.pair,
                    m.tensor,
                    m.shape,
                    m.row_step,
                    m.col_step,
                    m.cells.iter().copied().fold(0f32, f32::max)
                );
                heatmap_svg(h, m, &title)?;
            }
        }
    }
    if !any {
        h.push_str("<p>No failing float tensor.</p>");
    }
    Ok(())
}

/// One table per case, a column per pair: the candidate's token where
/// both sides chose it, else both (`c / r`), with the reference's margin
/// beside the near-tie bound in the headers. Narrow enough for a laptop
/// window with every pair of a full run.
fn tokens(h: &mut String, report: &DiffReport) -> anyhow::Result<()> {
    h.push_str("<h2 id=\"tokens\">Greedy token streams</h2><p>A cell is the token both sides chose, or candidate / reference where they part; the margin is the reference's top1 - top2 at that step.</p>");
    for case in &report.cases {
        let shown: Vec<&PairResult> = case.pairs.iter().filter(|p| !p.tokens.is_empty()).collect();
        if shown.is_empty() {
            continue;
        }
        write!(h, "<h3>{}</h3><table class=\"tokens\"><tr><th>step</th>", esc(&case.case))?;
        for p in &shown {
            write!(h, "<th>{}<br><small>near-tie &lt; {:.4}</small></th>", esc(&p.pair), p.near_tie_bound)?;
        }
        h.push_str("</tr>");
        let steps = shown.iter().map(|p| p.tokens.len()).max().unwrap_or(0);
        for s in 0..steps {
            write!(h, "<tr><td>{s}</td>")?;
            for p in &shown {
                let t = p.tokens.get(s);
                let (c, r) = (t.and_then(|t| t.candidate), t.and_then(|t| t.reference));
                let f = |v: Option<i64>| v.map(|x| x.to_string()).unwrap_or_else(|| "&mdash;".into());
                let m =
                    t.and_then(|t| t.reference_margin).map(|m| format!(" <small>{m:.4}</small>")).unwrap_or_default();
                match c == r {
                    true => write!(h, "<td class=\"pass mono\">{}{m}</td>", f(c))?,
                    false => write!(h, "<td class=\"fail mono\">{} / {}{m}</td>", f(c), f(r))?,
                }
            }
            h.push_str("</tr>");
        }
        h.push_str("</table>");
    }
    Ok(())
}

fn provenance(h: &mut String, report: &DiffReport) -> anyhow::Result<()> {
    h.push_str("<h2>Versions and fixture hashes</h2>");
    for (case, v) in &report.provenance {
        write!(
            h,
            "<details><summary>{}</summary><pre class=\"mono\">{}</pre></details>",
            esc(case),
            esc(&serde_json::to_string_pretty(v)?)
        )?;
    }
    Ok(())
}
