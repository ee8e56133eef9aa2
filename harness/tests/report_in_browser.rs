//! The HTML report is checked the way people read it: loaded in a real
//! browser (headless Chromium, which `scripts/setup.sh --tests` installs
//! from Debian's apt) at a laptop's width, a passing and a failing report:
//! what renders (verdict, summary, the room under the bounds, first
//! divergence, heatmap, charts, token streams), that nothing needs a
//! sideways scroll, and that the browser logs no console message.

use std::path::Path;
use std::process::Command;

use contracts::Stage;
use harness::diff::{self, tolerance::Precision, Source, Sources};
use harness::{cases, paths, report};

/// The window a laptop shows a page in (CSS pixels).
const LAPTOP_WIDTH: u32 = 1366;

/// What the page measured, as the probe page writes it.
#[derive(Debug, serde::Deserialize)]
struct Rendered {
    verdict: String,
    /// The report's own width and the window's: wider scrolls sideways.
    scroll_width: f64,
    client_width: f64,
    summary_rows: usize,
    room_rows: usize,
    divergence_rows: usize,
    /// Inline SVGs with a visible box (charts, heatmaps).
    drawn_svgs: usize,
    heatmaps: usize,
    token_tables: usize,
    token_cells: usize,
}

/// A page that loads `report` in a frame of a laptop's width and writes
/// what rendered into its own DOM (the report itself has no scripts).
fn probe_page(report: &Path) -> String {
    format!(
        r#"<!DOCTYPE html><html><body style="margin:0">
<iframe id="f" src="file://{src}" style="width:{LAPTOP_WIDTH}px;height:800px;border:0"></iframe>
<pre id="out">not loaded</pre>
<script>
document.getElementById('f').onload = () => {{
  const d = document.getElementById('f').contentDocument;
  const after = id => {{ const h = d.getElementById(id); return h ? h.nextElementSibling : null; }};
  const rows = t => t && t.tagName === 'TABLE' ? t.querySelectorAll('tr').length - 1 : 0;
  const room = d.getElementById('room');
  const roomTable = room ? room.nextElementSibling.nextElementSibling : null;
  const svgs = [...d.querySelectorAll('svg')];
  const heat = [...d.querySelectorAll('h2')].find(h => h.textContent.startsWith('Heatmap'));
  const out = {{
    verdict: (d.querySelector('h1 span') || {{}}).textContent || '',
    scroll_width: d.documentElement.scrollWidth,
    client_width: d.documentElement.clientWidth,
    summary_rows: rows(after('summary')),
    room_rows: rows(roomTable),
    divergence_rows: rows(after('divergences')),
    drawn_svgs: svgs.filter(s => {{ const r = s.getBoundingClientRect(); return r.width > 0 && r.height > 0; }}).length,
    heatmaps: heat ? [...d.querySelectorAll('svg')].filter(s => s.compareDocumentPosition(heat) & Node.DOCUMENT_POSITION_PRECEDING).length : 0,
    token_tables: d.querySelectorAll('table.tokens').length,
    token_cells: d.querySelectorAll('table.tokens td').length,
  }};
  document.getElementById('out').textContent = JSON.stringify(out);
}};
</script></body></html>"#,
        src = report.display()
    )
}

/// Load `report` in headless Chromium; what rendered, and every console
/// message the browser logged.
fn render(report: &Path, dir: &Path) -> (Rendered, Vec<String>) {
    let page = dir.join(format!("probe-{}.html", report.parent().unwrap().file_name().unwrap().to_string_lossy()));
    std::fs::write(&page, probe_page(report)).unwrap();
    let out = Command::new("chromium")
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--allow-file-access-from-files",
            "--window-size=1400,900",
            "--virtual-time-budget=10000",
            "--enable-logging=stderr",
            "--v=0",
            "--dump-dom",
        ])
        .arg(format!("file://{}", page.display()))
        .output()
        .unwrap_or_else(|e| panic!("chromium did not start ({e}): scripts/setup.sh --tests installs it"));
    let dom = String::from_utf8_lossy(&out.stdout);
    let json = dom
        .split("<pre id=\"out\">")
        .nth(1)
        .and_then(|s| s.split("</pre>").next())
        .unwrap_or_else(|| panic!("no probe output; chromium said: {}", String::from_utf8_lossy(&out.stderr)))
        .replace("&quot;", "\"")
        .replace("&amp;", "&");
    let rendered = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}: {json}"));
    let console =
        String::from_utf8_lossy(&out.stderr).lines().filter(|l| l.contains(":CONSOLE")).map(String::from).collect();
    (rendered, console)
}

#[test]
fn a_passing_and_a_failing_report_render_readably_in_a_browser() {
    let all = cases::load(&paths::cases_json()).unwrap();
    let pick = |names: &[&str]| -> Vec<cases::Case> {
        all.iter().filter(|c| names.contains(&c.name.as_str())).cloned().collect()
    };
    let tmp = tempfile::tempdir().unwrap();
    // Every pair of a full run (the widest token tables), f32.
    let pairs = diff::default_pairs();
    let passing = pick(&["two-images", "text-only-qwen2", "image-grid-112x84"]);
    let r = diff::run(&passing, &pairs, &Stage::ALL, Precision::F32, &mut Sources::default()).unwrap();
    assert!(!r.failed());
    report::write(&r, &tmp.path().join("pass")).unwrap();
    // A fault planted in the oracle: one image's patches attend to the other's.
    let mut sources = Sources::default();
    sources.faults = oracle::Faults { leak_vision_attention: true, ..Default::default() };
    let failing = pick(&["two-images"]);
    let pairs = diff::pairs_among(&[Source::Oracle, Source::Hf, Source::Mlx]);
    let f = diff::run(&failing, &pairs, &Stage::ALL, Precision::F32, &mut sources).unwrap();
    assert!(f.failed());
    report::write(&f, &tmp.path().join("fail")).unwrap();

    for (dir, cases, verdict) in [("pass", passing.len(), "PASS"), ("fail", failing.len(), "FAIL")] {
        let (page, console) = render(&tmp.path().join(dir).join("index.html"), tmp.path());
        assert_eq!(page.verdict, verdict, "{dir}: {page:?}");
        assert!(console.is_empty(), "{dir}: the browser logged {console:#?}");
        assert!(
            page.scroll_width <= page.client_width && page.client_width <= f64::from(LAPTOP_WIDTH),
            "{dir}: {} px of report in a {} px window scrolls sideways",
            page.scroll_width,
            page.client_width
        );
        assert_eq!(page.summary_rows, Stage::ALL.len(), "{dir}: one summary row per stage");
        assert!(page.room_rows > 0, "{dir}: the room under the bounds is shown");
        assert_eq!(page.token_tables, cases, "{dir}: a token table per case");
        assert!(page.token_cells > 0, "{dir}");
        // The charts across depth (vision blocks, KV) are drawn.
        assert!(page.drawn_svgs >= 2, "{dir}: {} charts drawn", page.drawn_svgs);
        match verdict {
            "PASS" => assert_eq!((page.divergence_rows, page.heatmaps), (0, 0), "{dir}: {page:?}"),
            _ => assert!(page.divergence_rows >= 1 && page.heatmaps >= 1, "{dir}: {page:?}"),
        }
    }
}
