//! Divergence reports: `report.json` and a self-contained `index.html`.

pub mod html;

use std::path::Path;

use anyhow::Context;

use crate::diff::DiffReport;

pub fn write(report: &DiffReport, dir: &Path) -> anyhow::Result<()> {
    std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    std::fs::write(dir.join("report.json"), serde_json::to_string_pretty(report)?)?;
    std::fs::write(dir.join("index.html"), html::render(report)?)?;
    Ok(())
}
