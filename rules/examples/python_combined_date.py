"""Weather observations filed as station_<ID>/<YYYY>/<MM>/<DD>/obs_<HHMM>.csv.

YAML cannot combine three folders into one date, so this rule is Python.
It runs only in the sandbox; see docs/security.md.
"""
import re
from datetime import date

NAME = "python_combined_date"
GLOB = "station_*/[0-9][0-9][0-9][0-9]/[0-9][0-9]/[0-9][0-9]/obs_*.csv"
TAG = "weather"
PRIORITY = 120
DESCRIPTION = "Weather observations: station id, the date joined from year/month/day folders, and the time."

OBS = re.compile(r"^obs_(\d{2})(\d{2})\.csv$")


def extract(path: str) -> dict:
    parts = path.split("/")
    station, year, month, day, name = parts[-5:]
    try:
        when = date(int(year), int(month), int(day))
    except ValueError:
        return {}  # not a calendar date (2023/02/30): nothing trustworthy to say
    fields = {"station": station.removeprefix("station_"), "date": when.isoformat()}
    m = OBS.match(name)
    if m:
        fields["time"] = f"{m.group(1)}:{m.group(2)}"
    return fields
